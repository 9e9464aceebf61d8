/** The enrolment screens (enrolled and pending lists, verification, identifiers, sections, upgrade, the student home) of student management, added to the route map inside the main layout. */
import type { RouteObject } from 'react-router';

export const STUDENT_ENROLMENT_ROUTES: RouteObject[] = [];
