import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink, useLocation } from 'react-router';
import type { Role } from '@hemis/contracts';
import { sideNavLinksFor } from '../navigation/side-nav-links.ts';
import { useHeldModules } from '../../features/users/api/users.ts';

/** The side navigation: its links follow the first path segment (spec section 2: Layout). */
export function SideNav({ role }: { role: Role | undefined }) {
  const { pathname } = useLocation();
  const held = useHeldModules();
  const links = sideNavLinksFor(pathname, role, held);
  return (
    <Box
      component="nav"
      aria-label="Section navigation"
      sx={{
        width: { md: 240 },
        flexShrink: 0,
        bgcolor: 'background.paper',
        borderRight: { md: 1 },
        borderBottom: { xs: 1, md: 0 },
        borderColor: 'divider',
      }}
    >
      <List
        dense
        sx={{
          display: { xs: 'flex', md: 'block' },
          overflowX: { xs: 'auto', md: 'visible' },
          position: { md: 'sticky' },
          top: { md: 120 },
        }}
      >
        {links.map((link) => (
          <ListItemButton
            key={link.to}
            component={NavLink}
            to={link.to}
            end
            sx={{ flex: { xs: '0 0 auto' }, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
          >
            <ListItemText primary={link.label} slotProps={{ primary: { noWrap: true } }} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
