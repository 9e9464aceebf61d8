/** Signatures, staff attendance and the staff reports of employee management, inside the main layout. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const signatures = () => import('../components/signature-pages.tsx');
const reports = () => import('../components/staff-report-pages.tsx');
const screen = (load: () => Promise<Record<string, unknown>>, name: string) =>
  lazy(() => load().then((module) => ({ default: module[name] as React.ComponentType })));

const SCREENS = {
  signature: screen(signatures, 'SignaturePage'),
  signatureList: screen(signatures, 'SignatureListPage'),
  attendance: lazy(() => import('../components/staff-attendance-page.tsx')),
  teacherDetails: screen(reports, 'TeacherDetailsPage'),
  nonTeachingDetails: screen(reports, 'NonTeachingDetailsPage'),
  teachingSummary: screen(reports, 'TeachingSummaryPage'),
  nonTeachingSummary: screen(reports, 'NonTeachingSummaryPage'),
};

const at = (path: string, Screen: React.ComponentType): RouteObject => ({ path, element: <Screen /> });

export const EMPLOYEE_RECORDS_ROUTES: RouteObject[] = [
  at('signature', SCREENS.signature),
  at('rough', SCREENS.signature),
  at('signatureList', SCREENS.signatureList),
  at('employee-management/attendance', SCREENS.attendance),
  at('employee-management/teacher-detail', SCREENS.teacherDetails),
  at('employee-management/non-teaching-details', SCREENS.nonTeachingDetails),
  at('employee-management/teaching-staff-summary', SCREENS.teachingSummary),
  at('teaching-staff-summary', SCREENS.teachingSummary),
  at('employee-management/non-teaching-staff-summary', SCREENS.nonTeachingSummary),
  at('non-teaching-staff-summary', SCREENS.nonTeachingSummary),
];
