/** The public verification page of printed documents, outside the guard. */
import type { RouteObject } from 'react-router';

export const VERIFICATION_ROUTES: RouteObject[] = [];
