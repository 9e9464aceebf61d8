/** Dropout management (api-contract 6), inside the main layout; screens load lazily. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const pages = () => import('../components/dropout-pages.tsx');
const screen = (name: string) =>
  lazy(() => pages().then((module) => ({ default: module[name as keyof typeof module] as React.ComponentType })));

const at = (path: string, Screen: React.ComponentType): RouteObject => ({ path, element: <Screen /> });

export const DROPOUT_ROUTES: RouteObject[] = [
  at('dropout-management/home', screen('DropoutStudentsPage')),
  at('dropout-management/dropout-list', screen('DropoutListPage')),
  at('dropout-management/recommendation-letter/:id', screen('RecommendationLetterPage')),
];
