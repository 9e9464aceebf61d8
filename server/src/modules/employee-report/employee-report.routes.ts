/** The staff reports of api-contract 5.7, each one aggregate query scoped to the caller. */
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
import { routesPlugin, route } from '../../lib/route-table.ts';
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

/** A report route: GET, read by staff, optionally one campus or one university of the caller's scope. */
function report<Response extends z.ZodType<unknown>>(
  url: string,
  summary: string,
  response: Response,
  compute: (context: ReadContext, campusId: number | undefined) => Promise<z.input<Response>>,
  access: RouteAccess = 'employee:read',
) {
  return route({
    method: 'GET',
    url,
    summary,
    access,
    report: true,
    query: EmployeeReportQuerySchema,
    response,
    handler: async ({ read, query }) => (await compute(ofUniversity(read(), query), query.campusId)) as never,
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
 * The staff-by-post tables of the summary report: read like the other reports, narrowed by its
 * campus type and province as well, and downloadable (`?format=`).
 */
function staffByPostTables(print: ReportPrint) {
  const table = <Answer>(options: {
    url: string;
    summary: string;
    title: string;
    response: z.ZodType;
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
      compute: teachingByGender,
      fileRows: (rows) => rows.map(({ position, ...counts }) => ({ post: position, ...counts })),
    }),
    table({
      url: '/Employee/Report/GetNonTeachingStaffPositionSummary',
      summary: 'Non-teaching staff by post and gender',
      title: 'Non-teaching staff by post',
      response: NonTeachingPositionSummarySchema,
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
    (context, campusId) => joiningTypeByEmployeeType(context, campusId),
    EMPLOYEE_OR_DASHBOARD_READERS,
  ),
  report(
    '/Employee/Report/EmployeeType',
    'Teaching and non-teaching staff by gender',
    EmployeeTypeCountSchema,
    (context, campusId) => employeeTypeCounts(context, campusId),
    EMPLOYEE_OR_DASHBOARD_READERS,
  ),
  report(
    '/Employee/Report/GetTeachingStaffByPostSummary',
    'Teachers by post × joining type × gender, with totals',
    StaffSummarySchema,
    (context, campusId) => staffSummary(context, campusId, 'teaching', 'position'),
    EMPLOYEE_OR_REPORT_READERS,
  ),
  report(
    '/Employee/Report/GetTeachingStaffSummary',
    'Teachers by ethnic group × joining type × gender, with totals',
    StaffSummarySchema,
    (context, campusId) => staffSummary(context, campusId, 'teaching', 'ethnicity'),
  ),
  report(
    '/Employee/Report/GetNonTeachingStaffByPostSummary',
    'Non-teaching staff by post × joining type × gender, with totals',
    StaffSummarySchema,
    (context, campusId) => staffSummary(context, campusId, 'nonTeaching', 'position'),
    EMPLOYEE_OR_REPORT_READERS,
  ),
  report(
    '/Employee/Report/GetNonTeachingStaffByEthnicity',
    'Non-teaching staff by ethnic group × joining type × gender, with totals',
    StaffSummarySchema,
    (context, campusId) => staffSummary(context, campusId, 'nonTeaching', 'ethnicity'),
  ),
  report(
    '/Employee/Report/GetNonEmployeeBySection',
    'Non-teaching staff by section and gender',
    SectionCountSchema,
    (context, campusId) => nonTeachingBySection(context, campusId),
  ),
  {
    ...report(
      '/Employee/Report/Teaching',
      'Teaching staff details with their home address',
      StaffDetailSchema,
      (context, campusId) => staffDetails(context, campusId, 'teaching'),
    ),
    // A list of staff, not counts.
    report: false,
  },
  {
    ...report(
      '/Employee/Report/NonTeaching',
      'Non-teaching staff details with their home address',
      StaffDetailSchema,
      (context, campusId) => staffDetails(context, campusId, 'nonTeaching'),
    ),
    // A list of staff, not counts.
    report: false,
  },
];

export const employeeReportRoutes = routesPlugin('employee-report', (app) => [
  ...employeeReportTable,
  ...staffByPostTables({ uploadDir: app.config.uploadDir, publicUrl: app.config.publicUrl }),
]);
