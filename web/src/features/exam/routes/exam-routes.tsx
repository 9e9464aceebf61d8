/** Examinations and results (api-contract 5.8, screens 8.3), inside the main layout; screens load lazily. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const EXAM_ROUTES = [
  ...lazyRoutes(() => import('../components/schedule-pages.tsx'), {
    'exam-management/exam-schedule': 'ExamSchedulePage',
    'exam-management/exam-schedule/:id': 'ExamSchedulePage',
    'exam-schedule': 'ExamSchedulePage',
    'exam-management/exam-list': 'ExamListPage',
  }),
  ...lazyRoutes(() => import('../components/exam-type-page.tsx'), {
    'exam-management/exam-type': 'ExamTypePage',
  }),
  ...lazyRoutes(() => import('../components/routine-pages.tsx'), {
    'exam-management/exam-routine': 'RoutineFormPage',
    'exam-management/routine-list': 'RoutineListPage',
  }),
  ...lazyRoutes(() => import('../components/attendance-pages.tsx'), {
    'exam-management/exam-appear': 'ExamAppearPage',
  }),
  ...lazyRoutes(() => import('../components/marks-pages.tsx'), {
    'exam-management/marks-entry': 'MarksEntryListPage',
    'exam-management/marks-entry/:id': 'MarksEntryPage',
    'exam-management/marks-list/:id': 'MarksListPage',
  }),
  ...lazyRoutes(() => import('../components/result-pages.tsx'), {
    'exam-management/results': 'ResultsPage',
    'exam-management/view-result/:id': 'ViewResultPage',
    MarksLedger: 'MarksLedgerPage',
  }),
  ...lazyRoutes(() => import('../components/grading-scale-page.tsx'), {
    'exam-management/grading-scale': 'GradingScalePage',
  }),
];
