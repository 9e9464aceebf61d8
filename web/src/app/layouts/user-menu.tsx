import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { NavLink, useNavigate } from 'react-router';
import { visibleMenuItems, type Role } from '@hemis/contracts';
import { signOut } from '../../lib/session/session-store.ts';
import { DropdownMenu } from './dropdown-menu.tsx';

/** Profile, Change Password and Logout as spec section 6 shows them; Logout clears the session and goes to /. */
export function UserMenu({ role, name }: { role: Role | undefined; name: string }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu label={name} ariaLabel="Account menu" icon={<AccountCircleIcon />}>
      {(close) =>
        visibleMenuItems(role, 'user').map((item) =>
          item.id === 'logout' ? (
            <MenuItem
              key={item.id}
              data-menu-id={item.id}
              onClick={() => {
                close();
                signOut();
                navigate(item.route);
              }}
            >
              {item.label}
            </MenuItem>
          ) : (
            <MenuItem key={item.id} component={NavLink} to={item.route} onClick={close} data-menu-id={item.id}>
              {item.label}
            </MenuItem>
          ),
        )
      }
    </DropdownMenu>
  );
}
