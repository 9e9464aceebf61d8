/** Employee registration, lists, documents, and the department and section setup screens, inside the main layout. */
import type { RouteObject } from 'react-router';

export const EMPLOYEE_REGISTRATION_ROUTES: RouteObject[] = [];
