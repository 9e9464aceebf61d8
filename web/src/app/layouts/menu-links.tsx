/**
 * The header's menus from the contracts' menu table (spec section 6): the main links, the
 * HEMIS Reports dropdown and the Links dropdown. Each element carries its menu id so the
 * browser tests compare what shows with the table.
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { NavLink } from 'react-router';
import { visibleMenuItems, type MenuItem as MenuEntry, type Role } from '@hemis/contracts';
import { appConfig } from '../../lib/config.ts';
import { DropdownMenu } from './dropdown-menu.tsx';

const LINK_ADDRESSES: Record<string, string> = {
  'user-manual': appConfig.userManualUrl,
  'old-emis': appConfig.oldEmisUrl,
};

export function externalAddress(item: MenuEntry): string {
  return LINK_ADDRESSES[item.id] ?? item.route;
}

export function MainLinks({ role }: { role: Role | undefined }) {
  return (
    <>
      {visibleMenuItems(role, 'main').map((item) => (
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
          {item.label}
        </Button>
      ))}
    </>
  );
}

export function ReportsMenu({ role }: { role: Role | undefined }) {
  const items = visibleMenuItems(role, 'reports');
  if (items.length === 0) return null;
  return (
    <DropdownMenu label="HEMIS Reports">
      {(close) =>
        items.map((item) => (
          <MenuItem key={item.id} component={NavLink} to={item.route} onClick={close} data-menu-id={item.id}>
            {item.label}
          </MenuItem>
        ))
      }
    </DropdownMenu>
  );
}

export function LinksMenu({ role }: { role: Role | undefined }) {
  const items = visibleMenuItems(role, 'links');
  if (items.length === 0) return null;
  return (
    <DropdownMenu label="Links">
      {(close) =>
        items.map((item) => (
          <MenuItem
            key={item.id}
            component="a"
            href={externalAddress(item) || undefined}
            disabled={!externalAddress(item)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
            data-menu-id={item.id}
          >
            {item.label}
          </MenuItem>
        ))
      }
    </DropdownMenu>
  );
}
