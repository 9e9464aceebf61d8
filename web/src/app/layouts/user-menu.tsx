import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visibleMenuItems, type Role } from '@hemis/contracts';
import { signOutAndLeave } from '../../lib/session/sign-out.ts';
import { DropdownMenu } from './dropdown-menu.tsx';
import { menuLabel } from './menu-label.ts';

/** Profile, Change Password and Logout as spec section 6 shows them; Logout ends the session (on the server too) and goes to /. */
export function UserMenu({ role, name }: { role: Role | undefined; name: string }) {
  const { t } = useTranslation('layouts');
  return (
    <DropdownMenu label={name} ariaLabel={t('accountMenu')} icon={<AccountCircleIcon />}>
      {(close) =>
        visibleMenuItems(role, 'user').map((item) =>
          item.id === 'logout' ? (
            <MenuItem
              key={item.id}
              data-menu-id={item.id}
              onClick={() => {
                close();
                void signOutAndLeave(item.route);
              }}
            >
              {menuLabel(t, item)}
            </MenuItem>
          ) : (
            <MenuItem key={item.id} component={NavLink} to={item.route} onClick={close} data-menu-id={item.id}>
              {menuLabel(t, item)}
            </MenuItem>
          ),
        )
      }
    </DropdownMenu>
  );
}
