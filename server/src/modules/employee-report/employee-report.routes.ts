/**
 * The staff reports of api-contract 5.7, each one aggregate query scoped to the caller; beyond a
 * campus, served from a recent count (report-snapshots.ts).
 */
import {
  applicableId,
  EmployeeReportFileQuerySchema,
  type EmployeeReportFileQuery,
  EmployeeReportQuerySchema,
  EmployeeTypeCountSchema,
  JoiningTypeByEmployeeTypeSchema,
  NonTeachingPositionSummarySchema,
  SectionCountSchema,
  StaffDetailSchema,
  StaffSummarySchema,
  TeachingByGenderSchema,
} from '@hemis/contracts';
import type { z } from 'zod';
import type { ReadContext } from '../../lib/context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import { genderColumns, type ReportColumn, type ReportPrint } from '../../lib/report-file.ts';
import { downloadableReportRoute } from '../../lib/report-route.ts';
import { recentCountRoute, routesPlugin, route } from '../../lib/route-table.ts';
import { narrowToUniversity } from '../../lib/scope.ts';
import { describeFilters } from '../dashboard/report-filters.ts';
import {
  employeeTypeCounts,
  joiningTypeByEmployeeType,
  nonTeachingBySection,
  nonTeachingPositionSummary,
  staffDetails,
  staffSummary,
  teachingByGender,
} from './employee-report.service.ts';

/** The staff figures the dashboard shows are read with the Dashboard module too. */
const EMPLOYEE_OR_DASHBOARD_READERS = ['employee:read', 'dashboard:read'] as const;
/** The staff tables the summary and statistical reports show are read with the HEMIS Report module too. */
const EMPLOYEE_OR_REPORT_READERS = ['employee:read', 'report:read'] as const;

/**
 * A staff report route: GET, read by staff, optionally one campus or one university of the
 * caller's scope. Beyond a campus it counts every employee of a university or the country
 * (40,000 nationally) on every read, so, like the reports of students' own rows, it is served
 * from a count at most a few minutes old, kept under `snapshot` (report-snapshots.ts); a
 * campus's figures are counted live.
 */
function report<Response extends z.ZodType<unknown>>(
  url: string,
  summary: string,
  response: Response,
  snapshot: string,
  compute: (context: ReadContext, campusId: number | undefined) => Promise<z.input<Response>>,
  access: RouteAccess = 'employee:read',
) {
  return recentCountRoute({
    url,
    summary,
    access,
    query: EmployeeReportQuerySchema,
    response,
    snapshot,
    count: (context, query) => compute(ofUniversity(context, query), query.campusId),
  });
}

/** A list of staff with their details: GET, read by staff, counted live as the record lists are. */
function staffList(url: string, summary: string, staff: 'teaching' | 'nonTeaching') {
  return route({
    method: 'GET',
    url,
    summary,
    access: 'employee:read',
    // A list of staff, not counts.
    report: false,
    reads: 'reports',
    query: EmployeeReportQuerySchema,
    response: StaffDetailSchema,
    handler: ({ read, query }) => staffDetails(ofUniversity(read(), query), query.campusId, staff),
  });
}

/** The caller's scope narrowed to the university asked for, if any. */
function ofUniversity(context: ReadContext, query: { universityId?: number | undefined }): ReadContext {
  return { ...context, scope: narrowToUniversity(context.scope, applicableId(query.universityId)) };
}

interface StaffByPost {
  post: string;
  male: number;
  female: number;
  other: number;
  total: number;
}

const STAFF_BY_POST_COLUMNS: ReportColumn<StaffByPost>[] = [
  { header: 'Post', value: (row) => row.post, weight: 3 },
  ...genderColumns('other'),
];

/**
 * The staff-by-post tables of the summary report: read like the other reports (beyond a campus,
 * from a recent count), narrowed by its campus type and province as well, and downloadable
 * (`?format=`).
 */
function staffByPostTables(print: ReportPrint) {
  const table = <Answer>(options: {
    url: string;
    summary: string;
    title: string;
    response: z.ZodType;
    snapshot: string;
    compute: (context: ReadContext, filters: EmployeeReportFileQuery) => Promise<Answer>;
    fileRows: (answer: Answer) => StaffByPost[];
  }) =>
    downloadableReportRoute({
      ...options,
      access: EMPLOYEE_OR_REPORT_READERS,
      query: EmployeeReportFileQuerySchema,
      compute: (context, query) => options.compute(ofUniversity(context, query), query),
      columns: STAFF_BY_POST_COLUMNS,
      describe: (db, query) => describeFilters(db, query, { ofFiscalYear: false }),
      print,
    });
  return [
    table({
      url: '/Employee/Report/GetTeachingEmployeeByGender',
      summary: 'Teachers by post and gender',
      title: 'Teachers by post',
      response: TeachingByGenderSchema,
      snapshot: 'teachers-by-post',
      compute: teachingByGender,
      fileRows: (rows) => rows.map(({ position, ...counts }) => ({ post: position, ...counts })),
    }),
    table({
      url: '/Employee/Report/GetNonTeachingStaffPositionSummary',
      summary: 'Non-teaching staff by post and gender',
      title: 'Non-teaching staff by post',
      response: NonTeachingPositionSummarySchema,
      snapshot: 'non-teaching-staff-by-post',
      compute: nonTeachingPositionSummary,
      fileRows: (rows) =>
        rows.map(({ post, grandTotal, ...counts }) => ({ post: post.positionName, ...counts, total: grandTotal })),
    }),
  ];
}

const employeeReportTable = [
  report(
    '/Employee/GetJoiningTypeByEmployeeType',
    'Employees of each type by joining type (dashboard pies)',
    JoiningTypeByEmployeeTypeSchema,
    'staff-by-type-and-joining-type',
    joiningTypeByEmployeeType,
    EMPLOYEE_OR_DASHBOARD_READERS,
  ),
  report(
    '/Employee/Report/EmployeeType',
    'Teaching and non-teaching staff by gender',
    EmployeeTypeCountSchema,
    'staff-by-type',
    employeeTypeCounts,
    EMPLOYEE_OR_DASHBOARD_READERS,
  ),
  report(
    '/Employee/Report/GetTeachingStaffByPostSummary',
    'Teachers by post × joining type × gender, with totals',
    StaffSummarySchema,
    'teachers-by-post-summary',
    (context, campusId) => staffSummary(context, campusId, 'teaching', 'position'),
    EMPLOYEE_OR_REPORT_READERS,
  ),
  report(
    '/Employee/Report/GetTeachingStaffSummary',
    'Teachers by ethnic group × joining type × gender, with totals',
    StaffSummarySchema,
    'teachers-by-ethnic-group-summary',
    (context, campusId) => staffSummary(context, campusId, 'teaching', 'ethnicity'),
  ),
  report(
    '/Employee/Report/GetNonTeachingStaffByPostSummary',
    'Non-teaching staff by post × joining type × gender, with totals',
    StaffSummarySchema,
    'non-teaching-staff-by-post-summary',
    (context, campusId) => staffSummary(context, campusId, 'nonTeaching', 'position'),
    EMPLOYEE_OR_REPORT_READERS,
  ),
  report(
    '/Employee/Report/GetNonTeachingStaffByEthnicity',
    'Non-teaching staff by ethnic group × joining type × gender, with totals',
    StaffSummarySchema,
    'non-teaching-staff-by-ethnic-group-summary',
    (context, campusId) => staffSummary(context, campusId, 'nonTeaching', 'ethnicity'),
  ),
  report(
    '/Employee/Report/GetNonEmployeeBySection',
    'Non-teaching staff by section and gender',
    SectionCountSchema,
    'non-teaching-staff-by-section',
    nonTeachingBySection,
  ),
  staffList('/Employee/Report/Teaching', 'Teaching staff details with their home address', 'teaching'),
  staffList('/Employee/Report/NonTeaching', 'Non-teaching staff details with their home address', 'nonTeaching'),
];

export const employeeReportRoutes = routesPlugin('employee-report', (app) => [
  ...employeeReportTable,
  ...staffByPostTables(app.printing),
]);
