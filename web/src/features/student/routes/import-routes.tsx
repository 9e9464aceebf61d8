/** The bulk import screen (/inload-form) of student management, added to the route map inside the main layout. */
import type { RouteObject } from 'react-router';

export const STUDENT_IMPORT_ROUTES: RouteObject[] = [];
