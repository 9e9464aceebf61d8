/**
 * The statistical report (api-contract 5.16 and 8.9): the enrolment tables of its sections 1
 * and 2 at the dashboard's paths, each also downloadable (`?format=pdf|xlsx|csv`, one line per
 * program and period) and, read for more than one campus, served from a recent count
 * (report-snapshots.ts); the figures of sections 5 (ResearchSummary) and 7 (FinanceSummary),
 * downloadable too; and the whole report of a fiscal year as one PDF. Read with the HEMIS
 * Report module at the reader's own scope.
 */
import { z } from 'zod';
import {
  AnnualProgramReportRowSchema,
  FINANCE_SUMMARY_COLUMNS,
  FinanceSummarySchema,
  FiscalYearSummaryQuerySchema,
  RESEARCH_SUMMARY_COLUMNS,
  ResearchSummarySchema,
  financeSummaryLines,
  researchSummaryLines,
  type FiscalYearSummaryQuery,
  ReportQuerySchema,
  SemesterProgramReportRowSchema,
  StatisticalReportQuerySchema,
  enrollmentColumns,
  enrollmentLines,
  type EnrollmentSystem,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import type { ReportPrint } from '../../lib/report-file.ts';
import { reportSubject } from '../../lib/report-subject.ts';
import { downloadableReportRoute } from '../../lib/report-route.ts';
import { routesPlugin, route, type RouteEntry } from '../../lib/route-table.ts';
import { describeFilters } from '../dashboard/report-filters.ts';
import { ENROLLMENT_SNAPSHOTS, programEnrollment } from './program-enrollment.service.ts';
import { financeSummary, researchSummary } from './research-finance-summary.service.ts';
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

/** The figures of sections 5 and 7 at their own paths, of a fiscal year (or all) and one university or campus. */
function fiscalYearSummaryRoutes(print: ReportPrint): RouteEntry[] {
  const describe = (db: Db, query: FiscalYearSummaryQuery) => describeFilters(db, query);
  return [
    downloadableReportRoute({
      url: '/ResearchSummary',
      summary:
        'Research, publications, fellowships and other activities: how many of each, how many published and the amounts funded, of a fiscal year (all years when left out), at the caller’s scope or one university or campus in it',
      title: 'Research, publication and fellowship',
      access: 'report:read',
      query: FiscalYearSummaryQuerySchema,
      response: ResearchSummarySchema,
      compute: async (context, query) => researchSummary(await reportSubject(context, query), query),
      fileRows: researchSummaryLines,
      columns: RESEARCH_SUMMARY_COLUMNS,
      describe,
      print,
    }),
    downloadableReportRoute({
      url: '/FinanceSummary',
      summary:
        'Income, operating and capital expenditure in all and by head, exact, of a fiscal year (all years when left out), at the caller’s scope or one university or campus in it; cancelled entries never count',
      title: 'Income and expenditure',
      access: 'report:read',
      query: FiscalYearSummaryQuerySchema,
      response: FinanceSummarySchema,
      compute: async (context, query) => financeSummary(await reportSubject(context, query), query),
      fileRows: financeSummaryLines,
      columns: FINANCE_SUMMARY_COLUMNS,
      describe,
      print,
    }),
  ];
}

export const statisticalReportRoutes = routesPlugin('statistical-report', (app) => {
  const print = app.printing;
  return [
    enrollmentRoute('annual', print),
    enrollmentRoute('semester', print),
    ...fiscalYearSummaryRoutes(print),
    route({
      method: 'GET',
      url: '/StatisticalReport/pdf',
      summary:
        'The statistical report of a fiscal year as one verifiable PDF: all seven sections, of the caller’s scope or one university or campus in it',
      access: 'report:read',
      // A document: npm run bench times it on its own (time and peak memory).
      report: false,
      reads: 'reports',
      query: StatisticalReportQuerySchema,
      handler: ({ read, write, reply, query }) => sendStatisticalReport(read(), write(), reply, print, query),
    }),
  ];
});
