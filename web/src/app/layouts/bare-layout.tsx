import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';

/** Guarded screens outside the layout (spec section 2: arthikBarsa). */
export function BareLayout() {
  return (
    <Box component="main" sx={{ m: '30px 20px 20px 20px' }}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

export default BareLayout;
