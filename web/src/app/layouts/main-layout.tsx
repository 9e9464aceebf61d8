import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { roleOf } from '@hemis/contracts';
import { PageLoader } from '../../components/page-loader.tsx';
import { useCurrentUser } from '../../lib/session/session-store.ts';
import { AppHeader } from './app-header.tsx';
import { Footer } from './footer.tsx';
import { SideNav } from './side-nav.tsx';

/**
 * The signed-in layout (spec section 2: Layout): header with menus, side navigation by path
 * segment, the screen with its margin (spec section 9), a loader while it arrives, and the
 * footer below the content.
 */
export function MainLayout() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppHeader user={user} />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, flexGrow: 1 }}>
        <SideNav role={roleOf(user)} />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, m: '30px 20px 20px 20px' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <Footer />
    </Box>
  );
}

export default MainLayout;
