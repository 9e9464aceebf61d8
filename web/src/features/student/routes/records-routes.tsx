/** The record screens (transfers, documents, attendance and the student list reports) of student management, added to the route map inside the main layout. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';

const countReport = (name: 'StudentByDistrictPage' | 'SummaryByMajorPage' | 'StudentSummaryPage') =>
  lazy(() => import('../components/records/count-report-pages.tsx').then((module) => ({ default: module[name] })));

const screens = {
  transferOut: lazy(() => import('../components/records/transfer-out-page.tsx')),
  transferIn: lazy(() => import('../components/records/transfer-in-page.tsx')),
  documents: lazy(() => import('../components/records/student-documents-page.tsx')),
  attendance: lazy(() => import('../components/records/attendance-page.tsx')),
  information: lazy(() => import('../components/records/student-information-page.tsx')),
  byMajor: lazy(() => import('../components/records/student-by-major-page.tsx')),
  byDistrict: countReport('StudentByDistrictPage'),
  summaryByMajor: countReport('SummaryByMajorPage'),
  summary: countReport('StudentSummaryPage'),
};

type Screen = LazyExoticComponent<ComponentType>;

/** Paths match case-insensitively, so /Student-management/student-summary-detail is covered too. */
const route = (path: string, Screen: Screen): RouteObject => ({ path, element: <Screen /> });

export const STUDENT_RECORDS_ROUTES: RouteObject[] = [
  route('student-management/student-transfer-out', screens.transferOut),
  route('student-management/student-transfer-outForm', screens.transferOut),
  route('student-management/student-transfer-in', screens.transferIn),
  route('student-management/documents/:id', screens.documents),
  route('student-management/attendance', screens.attendance),
  route('student-management/student-information-detail', screens.information),
  route('student-management/student-by-district', screens.byDistrict),
  route('student-by-district', screens.byDistrict),
  route('student-management/student-by-major', screens.byMajor),
  route('student-management/summary-by-major', screens.summaryByMajor),
  route('student-management/student-summary-detail', screens.summary),
  route('student-summary-detail', screens.summary),
];
