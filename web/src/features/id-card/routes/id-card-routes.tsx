/** Identity cards and the registration form of student management, inside the main layout. */
import type { RouteObject } from 'react-router';

export const ID_CARD_ROUTES: RouteObject[] = [];
