/** The statistical report (spec section 2: Reports), inside the main layout; screens load lazily. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const pages = () => import('../components/statistical-report-pages.tsx');
const screen = (name: 'StatisticalReportPage' | 'CampusStatisticalReportPage') =>
  lazy(() => pages().then((module) => ({ default: module[name] })));

const at = (path: string, Screen: React.ComponentType): RouteObject => ({ path, element: <Screen /> });

export const STATISTICAL_REPORT_ROUTES: RouteObject[] = [
  at('form-management/statisticalReport', screen('StatisticalReportPage')),
  at('form-management/prabhat', screen('CampusStatisticalReportPage')),
];
