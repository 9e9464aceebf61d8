/** Scholarships and discounts (api-contract 6), inside the main layout; screens load lazily. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const pages = () => import('../components/scholarship-pages.tsx');
const screen = (name: string) =>
  lazy(() => pages().then((module) => ({ default: module[name as keyof typeof module] as React.ComponentType })));

const at = (path: string, Screen: React.ComponentType): RouteObject => ({ path, element: <Screen /> });

export const SCHOLARSHIP_ROUTES: RouteObject[] = [
  at('scholarship/students', screen('AssignScholarshipPage')),
  at('scholarship/scholarship-list', screen('ScholarsPage')),
  at('scholarship/scholarshipStudent-list', screen('ScholarshipReportPage')),
  at('scholarship/discountStudent-list', screen('DiscountReportPage')),
];
