import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleOf, type SignedInUser } from '@hemis/contracts';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LinksMenu, MainLinks, ReportsMenu } from './menu-links.tsx';
import { placeOf, SiteTitle } from './site-title.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The header of the signed-in layout: the user's institution, the main menu with its
 * dropdowns (a drawer on phones), the colour scheme switch and the user menu.
 */
export function AppHeader({ user }: { user: SignedInUser }) {
  const role = roleOf(user);
  const { t } = useTranslation('layouts');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const [drawerPath, setDrawerPath] = useState(location.pathname);
  // Following a link in the drawer closes it.
  if (drawerPath !== location.pathname) {
    setDrawerPath(location.pathname);
    setDrawerOpen(false);
  }
  const { institution } = user;
  const menus = (
    <>
      <MainLinks role={role} />
      <ReportsMenu role={role} />
      <LinksMenu role={role} />
    </>
  );
  return (
    <AppBar position="sticky" color="default" elevation={1} component="header">
      <Toolbar sx={{ gap: 1, py: 1 }}>
        <IconButton
          color="inherit"
          aria-label={t('openMainMenu')}
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <SiteTitle
          logo={institution.logo}
          campusName={institution.campusName}
          place={placeOf(institution.localLevel, institution.district)}
        />
        <LanguageSwitcher />
        <ColorSchemeToggle />
        <UserMenu role={role} name={user.firstName || user.email} />
      </Toolbar>
      <Box
        component="nav"
        aria-label={t('mainMenu')}
        sx={{ display: { xs: 'none', lg: 'flex' }, flexWrap: 'wrap', gap: 0.5, px: 2, pb: 1 }}
      >
        {menus}
      </Box>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box
          component="nav"
          aria-label={t('mainMenu')}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'stretch',
            p: 2,
            width: 260,
            '& .MuiButton-root': { justifyContent: 'flex-start' },
          }}
        >
          {menus}
        </Box>
      </Drawer>
    </AppBar>
  );
}
