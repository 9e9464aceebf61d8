/**
 * The alumni portal's own frame (api-contract 6: its own layouts, no staff menus): the portal's
 * title, its few links, and Sign in or My account and Logout for the alumnus. RequireAlumnus
 * guards the signed-in area (/alumni-admin): without an alumni session it goes to the sign-in.
 */
import { Suspense, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/session/session-store.ts';
import { signOutAndLeave } from '../../../lib/session/sign-out.ts';
import { isAlumnusSession } from '../api/alumni-login.ts';

export const ALUMNI_SIGN_IN_PATH = '/alumni/alumni-login';

const PUBLIC_LINKS = [
  { label: 'Home', to: '/alumni' },
  { label: 'Notice', to: '/alumni/alumni-notice' },
  { label: 'Register', to: '/alumni/register-alumni' },
] as const;

const ACCOUNT_LINKS = [
  { label: 'My Account', to: '/alumni-admin' },
  { label: 'Work', to: '/alumni-admin/work-list' },
  { label: 'Profile', to: '/alumni-admin/user-profile' },
  { label: 'Notices', to: '/alumni-admin/user-notice' },
  { label: 'Change Password', to: '/alumni-admin/password-change' },
] as const;

function PortalHeader() {
  const alumnus = isAlumnusSession(useCurrentUser());
  const links = alumnus ? ACCOUNT_LINKS : PUBLIC_LINKS;
  return (
    <AppBar position="static" color="default" elevation={1} component="header">
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
        <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
          HEMIS Alumni Portal
        </Typography>
        <Box component="nav" aria-label="Alumni portal" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {links.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
              {link.label}
            </Button>
          ))}
        </Box>
        {alumnus ? (
          <Button
            variant="outlined"
            onClick={() => {
              void signOutAndLeave(ALUMNI_SIGN_IN_PATH);
            }}
          >
            Logout
          </Button>
        ) : (
          <Button component={RouterLink} to={ALUMNI_SIGN_IN_PATH} variant="contained">
            Sign In
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}

/** The app passes its footer in: features do not import the app shell. */
export function AlumniPortalLayout({ footer }: { footer?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <PortalHeader />
      <Box component="main" sx={{ flexGrow: 1, m: '30px 20px 20px 20px' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {footer}
    </Box>
  );
}

/** The alumnus's own pages; a staff or enrolled student's session is not an alumnus's. */
export function RequireAlumnus() {
  const user = useCurrentUser();
  if (!isAlumnusSession(user)) return <Navigate to={ALUMNI_SIGN_IN_PATH} replace />;
  return <Outlet />;
}
