/**
 * The header's menus from the contracts' menu table (spec section 6): the main links, the
 * HEMIS Reports dropdown and the Links dropdown. Each element carries its menu id so the
 * browser tests compare what shows with the table.
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visibleMenuItems, type MenuItem as MenuEntry, type Role } from '@hemis/contracts';
import type { PublicSettings } from '@hemis/contracts';
import { usePublicSettings } from '../../features/settings/api/get-public-settings.ts';
import { useHeldModules } from '../../features/users/api/users.ts';
import { DropdownMenu } from './dropdown-menu.tsx';
import { menuLabel } from './menu-label.ts';

/** The spec names the Links items, not their addresses: those come from the installation's settings. */
export function externalAddress(item: MenuEntry, settings: PublicSettings | undefined): string {
  const configured: Record<string, string | undefined> = {
    'user-manual': settings?.userManualUrl,
    'old-emis': settings?.oldEmisUrl,
  };
  return item.id in configured ? (configured[item.id] ?? '') : item.route;
}

export function MainLinks({ role }: { role: Role | undefined }) {
  const held = useHeldModules();
  const { t } = useTranslation('layouts');
  return (
    <>
      {visibleMenuItems(role, 'main', held).map((item) => (
        <Button
          key={item.id}
          component={NavLink}
          to={item.route}
          end={item.route === '/'}
          color="inherit"
          data-menu-id={item.id}
          sx={{
            textTransform: 'none',
            whiteSpace: 'nowrap',
            '&.active': { bgcolor: 'action.selected' },
          }}
        >
          {menuLabel(t, item)}
        </Button>
      ))}
    </>
  );
}

export function ReportsMenu({ role }: { role: Role | undefined }) {
  const items = visibleMenuItems(role, 'reports', useHeldModules());
  const { t } = useTranslation('layouts');
  if (items.length === 0) return null;
  return (
    <DropdownMenu label={t('hemisReports')}>
      {(close) =>
        items.map((item) => (
          <MenuItem key={item.id} component={NavLink} to={item.route} onClick={close} data-menu-id={item.id}>
            {menuLabel(t, item)}
          </MenuItem>
        ))
      }
    </DropdownMenu>
  );
}

export function LinksMenu({ role }: { role: Role | undefined }) {
  const items = visibleMenuItems(role, 'links');
  const settings = usePublicSettings();
  const { t } = useTranslation('layouts');
  if (items.length === 0) return null;
  return (
    <DropdownMenu label={t('links')}>
      {(close) =>
        items.map((item) => (
          <MenuItem
            key={item.id}
            component="a"
            href={externalAddress(item, settings) || undefined}
            disabled={!externalAddress(item, settings)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
            data-menu-id={item.id}
          >
            {menuLabel(t, item)}
          </MenuItem>
        ))
      }
    </DropdownMenu>
  );
}
