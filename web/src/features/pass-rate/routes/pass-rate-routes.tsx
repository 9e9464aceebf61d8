/** Board exams and pass rates (api-contract 5.8, screens 8.3: board-exam pass rate), inside the main layout. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const PASS_RATE_ROUTES = [
  ...lazyRoutes(() => import('../../exam/components/schedule-pages.tsx'), {
    'pass-rate-management/exam-schedule': 'BoardExamSchedulePage',
  }),
  ...lazyRoutes(() => import('../components/pass-rate-pages.tsx'), {
    'pass-rate-management/exam-appeared': 'BoardExamListPage',
    'pass-rate-management/student-appear': 'StudentAppearPage',
    'pass-rate-management/student-result-entry': 'ResultEntryPage',
    'pass-rate-management/student-appeared': 'AppearedListPage',
    'pass-rate-management/student-passed': 'PassedListPage',
  }),
];
