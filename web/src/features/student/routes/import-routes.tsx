/** The bulk import screen (/inload-form) of student management, added to the route map inside the main layout. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const StudentImportPage = lazy(() => import('../components/import/student-import-page.tsx'));

export const STUDENT_IMPORT_ROUTES: RouteObject[] = [{ path: 'inload-form', element: <StudentImportPage /> }];
