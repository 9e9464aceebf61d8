/** Signatures, attendance and the staff reports of employee management, inside the main layout. */
import type { RouteObject } from 'react-router';

export const EMPLOYEE_RECORDS_ROUTES: RouteObject[] = [];
