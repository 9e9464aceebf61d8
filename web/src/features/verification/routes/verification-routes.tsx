/** The public verification page of printed documents (/verify/:code), outside the guard. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const VerificationPage = lazy(() => import('../components/verification-page.tsx'));

export const VERIFICATION_ROUTES: RouteObject[] = [{ path: 'verify/:code', element: <VerificationPage /> }];
