/**
 * The one route map: every route of spec section 2. Public routes sit outside the layout;
 * protected ones behind the guard, /arthikBarsa outside the layout and the rest inside it.
 * Screens load lazily per route, except the login page, the first page most visits see.
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen, screenRoute as route } from '../../components/lazy-routes.tsx';
import { LoginPage } from '../../features/auth/components/login-page.tsx';
import { RequireMenuItem, RequireUser } from '../guard.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { useRole } from '../../lib/session/session-store.ts';
import { PENDING_ROUTES, PLACEHOLDER_ROUTES } from './pending-routes.ts';
import { STUDENT_ENROLMENT_ROUTES } from '../../features/student/routes/enrolment-routes.tsx';
import { STUDENT_IMPORT_ROUTES } from '../../features/student/routes/import-routes.tsx';
import { STUDENT_RECORDS_ROUTES } from '../../features/student/routes/records-routes.tsx';
import { STUDENT_REGISTRATION_ROUTES } from '../../features/student/routes/registration-routes.tsx';
import { EMPLOYEE_REGISTRATION_ROUTES } from '../../features/employee/routes/registration-routes.tsx';
import { EMPLOYEE_RECORDS_ROUTES } from '../../features/employee/routes/records-routes.tsx';
import { ID_CARD_ROUTES } from '../../features/id-card/routes/id-card-routes.tsx';
import { USER_MANAGEMENT_ROUTES } from '../../features/users/routes/user-management-routes.tsx';
import { DROPOUT_ROUTES } from '../../features/dropout/routes/dropout-routes.tsx';
import { SCHOLARSHIP_ROUTES } from '../../features/scholarship/routes/scholarship-routes.tsx';
import { GRADUATION_ROUTES } from '../../features/graduation/routes/graduation-routes.tsx';
import { VERIFICATION_ROUTES } from '../../features/verification/routes/verification-routes.tsx';
import { ALUMNI_STAFF_ROUTES, AlumniTotals, alumniPortalRoutes } from '../../features/alumni/routes/alumni-routes.tsx';
import { STATISTICAL_REPORT_ROUTES } from '../../features/statistical-report/routes/statistical-report-routes.tsx';
import { EXAM_ROUTES } from '../../features/exam/routes/exam-routes.tsx';
import { PASS_RATE_ROUTES } from '../../features/pass-rate/routes/pass-rate-routes.tsx';
import { FEES_ROUTES } from '../../features/fees/routes/fees-routes.tsx';
import { PAYMENT_ROUTES } from '../../features/payments/routes/payment-routes.tsx';
import { INFRASTRUCTURE_ROUTES } from '../../features/infrastructure/routes/infrastructure-routes.tsx';
import { FACT_SHEET_ROUTES, PUBLIC_FACT_SHEET_ROUTES } from '../../features/fact-sheet/routes/fact-sheet-routes.tsx';
import { RESEARCH_ROUTES } from '../../features/research/routes/research-routes.tsx';
import { CAMPUS_IMAGE_ROUTES } from '../../features/campus-image/routes/campus-image-routes.tsx';
import { PUBLIC_FINANCE_ROUTES } from '../../features/public-finance/routes/public-finance-routes.tsx';
import { ACCREDITATION_ROUTES } from '../../features/accreditation/routes/accreditation-routes.tsx';
import { ACCOUNTS_ROUTES } from '../../features/accounts/routes/accounts-routes.tsx';
import { ACCOUNT_STATEMENT_ROUTES } from '../../features/accounts/statements/statement-routes.tsx';
import { BUDGET_ROUTES } from '../../features/budget/routes/budget-routes.tsx';
import { ANNUAL_RETURNS_ROUTES } from '../../features/annual-returns/routes/annual-returns-routes.tsx';
import { Footer } from '../layouts/footer.tsx';

const MainLayout = lazy(() => import('../layouts/main-layout.tsx'));
const DashboardPage = lazy(() => import('../../features/dashboard/components/dashboard-page.tsx'));
const SummaryReportPage = lazy(() => import('../../features/reports/components/summary-report-page.tsx'));
const BareLayout = lazy(() => import('../layouts/bare-layout.tsx'));

const campusLists = () => import('../../features/campus/components/campus-list-page.tsx');

const screens = {
  signUp: lazy(() => import('../../features/auth/components/sign-up-page.tsx')),
  forgotPassword: lazy(() => import('../../features/auth/components/forgot-password-page.tsx')),
  singleSignOn: lazy(() => import('../../features/auth/components/sso-page.tsx')),
  resetPassword: lazy(() => import('../../features/auth/components/reset-password-page.tsx')),
  changePassword: lazy(() => import('../../features/auth/components/change-password-page.tsx')),
  profile: lazy(() => import('../../features/profile/components/profile-page.tsx')),
  openEnroll: lazy(() => import('../../features/student/components/open-enroll-page.tsx')),
  studentHome: lazy(() => import('../../features/student/components/student-home.tsx')),
  payment: lazy(() => import('../../features/payments/components/payment-pages.tsx')),
  notFound: lazy(() => import('../screens/not-found-page.tsx')),
  roleHome: lazy(() => import('../screens/role-home.tsx')),
  home: lazy(() => import('../screens/home-page.tsx')),
  sectionHome: lazy(() => import('../screens/section-home.tsx')),
  updatingSoon: lazy(() => import('../../components/updating-soon.tsx')),
  faculty: lazy(() => import('../../features/faculty/components/faculty-page.tsx')),
  level: lazy(() => import('../../features/level/components/level-page.tsx')),
  subject: lazy(() => import('../../features/subject/components/subject-page.tsx')),
  collegePrograms: lazy(() => import('../../features/program/components/college-programs-page.tsx')),
  majorSubject: lazy(() => import('../../features/major-subject/components/major-subject-page.tsx')),
  fiscalYear: lazy(() => import('../../features/lookups/components/fiscal-year-page.tsx')),
  batch: lazy(() => import('../../features/lookups/components/batch-page.tsx')),
  ethnicGroup: lazy(() => import('../../features/lookups/components/ethnic-group-page.tsx')),
  post: lazy(() => import('../../features/lookups/components/post-page.tsx')),
  holiday: lazy(() => import('../../features/lookups/components/holiday-page.tsx')),
  ageGroup: lazy(() => import('../../features/lookups/components/age-group-page.tsx')),
  feeSetup: lazy(() => import('../../features/fee-setup/components/fee-setup-page.tsx')),
  universityRegister: lazy(() => import('../../features/university/components/university-register-page.tsx')),
  campusRegister: lazy(() => import('../../features/campus/components/campus-register-page.tsx')),
  campusLocation: lazy(() => import('../../features/campus/components/campus-location-page.tsx')),
  centralDepartments: lazy(() => import('../../features/central-department/components/central-departments-page.tsx')),
  registryImport: lazy(() => import('../../features/registry-import/components/registry-import-page.tsx')),
  universityList: lazy(() => import('../../features/university/components/university-list-page.tsx')),
  campusTypeCount: lazy(() => import('../../features/campus/components/campus-type-count-page.tsx')),
  constituentCampus: lazyScreen(campusLists, 'ConstituentCampusPage'),
  communityCampus: lazyScreen(campusLists, 'CommunityCampusPage'),
  privateCampus: lazyScreen(campusLists, 'PrivateCampusPage'),
};

const RESET_PASSWORD_PATHS = [
  'reset-password/:email/:token',
  'forget-password/:email/:token',
  'reset-passwordEmployee/:email/:token',
] as const;

function ProfileRoute() {
  const role = useRole();
  return (
    <RequireMenuItem id="profile" role={role}>
      <screens.profile />
    </RequireMenuItem>
  );
}

/** Module homes that show their side-navigation links as tiles (spec section 2: Home and dashboards). */
const SECTION_HOMES = [
  'student-management/home',
  'employee-management/home',
  'infrastructure-management/home',
  'infrastructure-management',
  'user-management/home',
  'other-setup/home',
  'exam-management/home',
  'organization-management',
  'scholarship/home',
  'public-finance/home',
];

/** The screens built so far, inside the layout. */
const BUILT_ROUTES: RouteObject[] = [
  route('/', screens.roleHome),
  route('home', screens.home),
  route('student-home', screens.studentHome),
  { path: 'profile', element: <ProfileRoute /> },
  route('change-password', screens.changePassword),
  ...SECTION_HOMES.map((path) => route(path, screens.sectionHome)),
  route('program-management/home', screens.collegePrograms),
  route('program-management/college-programs', screens.collegePrograms),
  route('program-management/major-subject', screens.majorSubject),
  route('program-management/subject-management', screens.subject),
  route('other-setup/faculty-management', screens.faculty),
  route('other-setup/level-management', screens.level),
  route('other-setup/batch-management', screens.batch),
  route('other-setup/ethnic-group-management', screens.ethnicGroup),
  route('other-setup/post-management', screens.post),
  route('other-setup/fee-setup', screens.feeSetup),
  route('holiday-setups', screens.holiday),
  route('studentagemgmt-setups', screens.ageGroup),
  route('organization-management/university-register', screens.universityRegister),
  route('organization-management/campus-register', screens.campusRegister),
  route('add-location', screens.campusLocation),
  route('number-campustype', screens.campusTypeCount),
  route('organization-management/university-list', screens.universityList),
  route('organization-management/central-departments', screens.centralDepartments),
  route('organization-management/import', screens.registryImport),
  route('organization-management/constituent-campus', screens.constituentCampus),
  route('organization-management/community-campus', screens.communityCampus),
  route('organization-management/private-campus', screens.privateCampus),
  ...STUDENT_REGISTRATION_ROUTES,
  ...STUDENT_ENROLMENT_ROUTES,
  ...STUDENT_RECORDS_ROUTES,
  ...STUDENT_IMPORT_ROUTES,
  ...EMPLOYEE_REGISTRATION_ROUTES,
  ...EMPLOYEE_RECORDS_ROUTES,
  ...ID_CARD_ROUTES,
  ...USER_MANAGEMENT_ROUTES,
  ...DROPOUT_ROUTES,
  ...SCHOLARSHIP_ROUTES,
  ...GRADUATION_ROUTES,
  {
    path: 'Alumni/home',
    element: (
      <screens.sectionHome>
        <AlumniTotals />
      </screens.sectionHome>
    ),
  },
  ...ALUMNI_STAFF_ROUTES,
  { path: 'dashboard', element: <DashboardPage /> },
  // One summary report at the reader's scope; the menus offer each role its own path (spec section 6).
  ...['college-report', 'uni-report', 'ugc-report'].map((path) => ({ path, element: <SummaryReportPage /> })),
  ...STATISTICAL_REPORT_ROUTES,
  ...EXAM_ROUTES,
  ...PASS_RATE_ROUTES,
  ...FEES_ROUTES,
  ...PAYMENT_ROUTES,
  ...INFRASTRUCTURE_ROUTES,
  ...FACT_SHEET_ROUTES,
  ...RESEARCH_ROUTES,
  ...CAMPUS_IMAGE_ROUTES,
  ...PUBLIC_FINANCE_ROUTES,
  ...ACCREDITATION_ROUTES,
  ...ACCOUNTS_ROUTES,
  ...ACCOUNT_STATEMENT_ROUTES,
  ...BUDGET_ROUTES,
  ...ANNUAL_RETURNS_ROUTES,
];

/** A pending path stops showing the updating-soon page as soon as a module builds it. */
const builtPaths = new Set(BUILT_ROUTES.map((built) => built.path?.toLowerCase()));
const stillPending = [...PENDING_ROUTES, ...PLACEHOLDER_ROUTES].filter((path) => !builtPaths.has(path.toLowerCase()));

export const routes: RouteObject[] = [
  // The alumni portal has its own layout and its own guard (api-contract 6).
  alumniPortalRoutes(<Footer />),
  {
    element: <PublicLayout />,
    children: [
      { path: 'login', element: <LoginPage /> },
      route('register', screens.signUp),
      route('forgot-password', screens.forgotPassword),
      // Where the server sends the browser back from an identity provider (issue #33).
      route('sso', screens.singleSignOn),
      // The reset links existing servers send spell the path two more ways (api-contract 6): one page.
      ...RESET_PASSWORD_PATHS.map((path) => route(path, screens.resetPassword)),
      route('open-enroll', screens.openEnroll),
      ...VERIFICATION_ROUTES,
      ...PUBLIC_FACT_SHEET_ROUTES,
      { path: 'esewa', element: <screens.payment page="esewa" /> },
      { path: 'success', element: <screens.payment page="success" /> },
      { path: 'failed', element: <screens.payment page="failed" /> },
      route('*', screens.notFound),
    ],
  },
  {
    element: <RequireUser />,
    children: [
      { element: <BareLayout />, children: [route('arthikBarsa', screens.fiscalYear)] },
      {
        element: <MainLayout />,
        children: [...BUILT_ROUTES, ...stillPending.map((path) => route(path, screens.updatingSoon))],
      },
    ],
  },
];
