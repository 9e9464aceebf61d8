/** The registration screens (the stepper for new, edited and transferred-in students) of student management, added to the route map inside the main layout. */
import type { RouteObject } from 'react-router';

export const STUDENT_REGISTRATION_ROUTES: RouteObject[] = [];
