import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { Footer } from './footer.tsx';
import { PublicHeader } from './public-header.tsx';

/** The public routes' frame: the public header, the screen, the footer below it. */
export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <PublicHeader />
      <Box component="main" sx={{ flexGrow: 1, m: '30px 20px 20px 20px' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
