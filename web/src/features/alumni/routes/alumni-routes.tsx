/**
 * The alumni routes (api-contract 6): the portal in its own layout (public pages, and the
 * alumnus's area behind RequireAlumnus), and the campus's alumni pages inside the main layout.
 * Screens load lazily.
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const portal = () => import('../components/alumni-portal-pages.tsx');
const account = () => import('../components/alumni-account-pages.tsx');
const layout = () => import('../components/alumni-portal-layout.tsx');

function screen<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

const at = (path: string, Screen: ComponentType): RouteObject => ({ path, element: <Screen /> });

const PortalLayout = lazy(() => layout().then((module) => ({ default: module.AlumniPortalLayout })));
const RequireAlumnus = screen(layout, 'RequireAlumnus');
const notice = screen(portal, 'AlumniNoticePage');

/** The portal's routes in its layout; the app gives its footer (features do not import the app shell). */
export function alumniPortalRoutes(footer: ReactNode): RouteObject {
  return {
    element: <PortalLayout footer={footer} />,
    children: [
      at('alumni', screen(portal, 'AlumniPortalHome')),
      at('alumni/alumni-notice', notice),
      at('alumni/alumni-login', screen(portal, 'AlumniLoginPage')),
      at('alumni/reset-password/:email', screen(portal, 'AlumniForgotPasswordPage')),
      at(
        'alumni/register-alumni',
        screen(() => import('../components/register-alumni-page.tsx'), 'RegisterAlumniPage'),
      ),
      at('alumni-admin/password-change/:email/:otp', screen(portal, 'AlumniSetPasswordPage')),
      {
        element: <RequireAlumnus />,
        children: [
          at('alumni-admin', screen(account, 'AlumniAccountHome')),
          at('alumni-admin/user-notice', notice),
          at(
            'alumni-admin/work-list',
            screen(() => import('../components/alumni-work-page.tsx'), 'AlumniWorkPage'),
          ),
          at('alumni-admin/user-profile', screen(account, 'AlumniProfilePage')),
          at(
            'alumni-admin/password-change',
            screen(() => import('../../auth/components/change-password-page.tsx'), 'ChangePasswordPage'),
          ),
        ],
      },
    ],
  };
}

/** The totals the alumni home shows under its tiles. */
export const AlumniTotals = screen(() => import('../components/alumni-summary.tsx'), 'AlumniTotals');

/** The campus's alumni pages, inside the main layout (/Alumni/home is the app's section home). */
export const ALUMNI_STAFF_ROUTES: RouteObject[] = [
  // Recording a former graduate is the graduation feature's form.
  at(
    'Alumni/register',
    screen(() => import('../../graduation/components/graduation-pages.tsx'), 'OldGraduationPage'),
  ),
  at(
    'Alumni/Alumni-list',
    screen(() => import('../components/alumni-list-page.tsx'), 'AlumniListPage'),
  ),
  at(
    'Alumni/verify-alumni',
    screen(() => import('../components/verify-alumni-page.tsx'), 'VerifyAlumniPage'),
  ),
  at(
    'Alumni/summary-reports',
    screen(() => import('../components/alumni-summary.tsx'), 'AlumniSummaryPage'),
  ),
];
