/**
 * The alumni routes (api-contract 6): the portal in its own layout (public pages, and the
 * alumnus's area behind RequireAlumnus), and the campus's alumni pages inside the main layout.
 * Screens load lazily.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyRoutes, lazyScreen } from '../../../components/lazy-routes.tsx';

const portal = () => import('../components/alumni-portal-pages.tsx');
const account = () => import('../components/alumni-account-pages.tsx');
const layout = () => import('../components/alumni-portal-layout.tsx');

const PortalLayout = lazyScreen(layout, 'AlumniPortalLayout');
const RequireAlumnus = lazyScreen(layout, 'RequireAlumnus');

/** The portal's routes in its layout; the app gives its footer (features do not import the app shell). */
export function alumniPortalRoutes(footer: ReactNode): RouteObject {
  return {
    element: <PortalLayout footer={footer} />,
    children: [
      ...lazyRoutes(portal, {
        alumni: 'AlumniPortalHome',
        'alumni/alumni-notice': 'AlumniNoticePage',
        'alumni/alumni-login': 'AlumniLoginPage',
        'alumni/reset-password/:email': 'AlumniForgotPasswordPage',
        'alumni-admin/password-change/:email/:otp': 'AlumniSetPasswordPage',
      }),
      ...lazyRoutes(() => import('../components/register-alumni-page.tsx'), {
        'alumni/register-alumni': 'RegisterAlumniPage',
      }),
      {
        element: <RequireAlumnus />,
        children: [
          ...lazyRoutes(account, {
            'alumni-admin': 'AlumniAccountHome',
            'alumni-admin/user-profile': 'AlumniProfilePage',
          }),
          ...lazyRoutes(portal, { 'alumni-admin/user-notice': 'AlumniNoticePage' }),
          ...lazyRoutes(() => import('../components/alumni-work-page.tsx'), {
            'alumni-admin/work-list': 'AlumniWorkPage',
          }),
          ...lazyRoutes(() => import('../../auth/components/change-password-page.tsx'), {
            'alumni-admin/password-change': 'ChangePasswordPage',
          }),
        ],
      },
    ],
  };
}

/** The totals the alumni home shows under its tiles. */
export const AlumniTotals = lazyScreen(() => import('../components/alumni-summary.tsx'), 'AlumniTotals');

/** The campus's alumni pages, inside the main layout (/Alumni/home is the app's section home). */
export const ALUMNI_STAFF_ROUTES = [
  // Recording a former graduate is the graduation feature's form.
  ...lazyRoutes(() => import('../../graduation/components/graduation-pages.tsx'), {
    'Alumni/register': 'OldGraduationPage',
  }),
  ...lazyRoutes(() => import('../components/alumni-list-page.tsx'), { 'Alumni/Alumni-list': 'AlumniListPage' }),
  ...lazyRoutes(() => import('../components/verify-alumni-page.tsx'), { 'Alumni/verify-alumni': 'VerifyAlumniPage' }),
  ...lazyRoutes(() => import('../components/alumni-summary.tsx'), { 'Alumni/summary-reports': 'AlumniSummaryPage' }),
];
