/**
 * The statistical report (api-contract 5.16 and 8.9): the enrolment tables of its sections 1
 * and 2 at the dashboard's paths, each also downloadable (`?format=pdf|xlsx|csv`, one line per
 * program and period) and, read for more than one campus, served from a recent count
 * (report-snapshots.ts); and the whole report of a fiscal year as one PDF. Read with the HEMIS
 * Report module at the reader's own scope.
 */
import { z } from 'zod';
import {
  AnnualProgramReportRowSchema,
  ReportQuerySchema,
  SemesterProgramReportRowSchema,
  StatisticalReportQuerySchema,
  enrollmentColumns,
  enrollmentLines,
  type EnrollmentSystem,
} from '@hemis/contracts';
import type { ReportPrint } from '../../lib/report-file.ts';
import { downloadableReportRoute } from '../../lib/report-route.ts';
import { routesPlugin, route, type RouteEntry } from '../../lib/route-table.ts';
import { describeFilters } from '../dashboard/report-filters.ts';
import { ENROLLMENT_SNAPSHOTS, programEnrollment } from './program-enrollment.service.ts';
import { sendStatisticalReport } from './statistical-report.service.ts';

const ENROLLMENT_ROUTES = {
  annual: {
    url: '/Dashboard/GetAnnualProgramReport',
    title: 'Enrollment in annual programs',
    row: AnnualProgramReportRowSchema,
    by: 'current year (Student.year)',
  },
  semester: {
    url: '/Dashboard/GetSemesterProgramReport',
    title: 'Enrollment in semester programs',
    row: SemesterProgramReportRowSchema,
    by: 'current semester (Student.semester)',
  },
} as const;

function enrollmentRoute(system: EnrollmentSystem, print: ReportPrint): RouteEntry {
  const { url, title, row, by } = ENROLLMENT_ROUTES[system];
  return downloadableReportRoute({
    url,
    summary: `Active students of each ${system} program by ${by} and gender, at the caller’s scope and filters`,
    title,
    access: 'report:read',
    query: ReportQuerySchema,
    response: z.array(row),
    compute: (context, query) => programEnrollment(context, query, system),
    fileRows: (rows) => enrollmentLines(system, rows),
    columns: enrollmentColumns(system),
    describe: (db, query) => describeFilters(db, query),
    print,
    snapshot: ENROLLMENT_SNAPSHOTS[system],
  });
}

export const statisticalReportRoutes = routesPlugin('statistical-report', (app) => {
  const print = { uploadDir: app.config.uploadDir, publicUrl: app.config.publicUrl };
  return [
    enrollmentRoute('annual', print),
    enrollmentRoute('semester', print),
    route({
      method: 'GET',
      url: '/StatisticalReport/pdf',
      summary:
        'The statistical report of a fiscal year as one verifiable PDF: all seven sections, of the caller’s scope or one university or campus in it',
      access: 'report:read',
      // A document: npm run bench times it on its own (time and peak memory).
      report: false,
      query: StatisticalReportQuerySchema,
      handler: ({ write, reply, query }) => sendStatisticalReport(write(), reply, print, query),
    }),
  ];
});
