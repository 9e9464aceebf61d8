/** The staff reports of api-contract 5.7, each one aggregate query scoped to the caller. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicableId,
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
import { registerRouteTable, route } from '../../lib/route-table.ts';
import { narrowToUniversity } from '../../lib/scope.ts';
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
    query: EmployeeReportQuerySchema,
    response,
    handler: async ({ read, query }) => {
      const context = read();
      const scope = narrowToUniversity(context.scope, applicableId(query.universityId));
      return (await compute({ ...context, scope }, query.campusId)) as never;
    },
  });
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
    '/Employee/Report/GetTeachingEmployeeByGender',
    'Teachers by post and gender',
    TeachingByGenderSchema,
    (context, campusId) => teachingByGender(context, campusId),
    EMPLOYEE_OR_REPORT_READERS,
  ),
  report(
    '/Employee/Report/GetNonTeachingStaffPositionSummary',
    'Non-teaching staff by post and gender',
    NonTeachingPositionSummarySchema,
    (context, campusId) => nonTeachingPositionSummary(context, campusId),
    EMPLOYEE_OR_REPORT_READERS,
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
  report(
    '/Employee/Report/Teaching',
    'Teaching staff details with their home address',
    StaffDetailSchema,
    (context, campusId) => staffDetails(context, campusId, 'teaching'),
  ),
  report(
    '/Employee/Report/NonTeaching',
    'Non-teaching staff details with their home address',
    StaffDetailSchema,
    (context, campusId) => staffDetails(context, campusId, 'nonTeaching'),
  ),
];

export const employeeReportRoutes: FastifyPluginAsyncZod = async (app) =>
  registerRouteTable(app, 'employee-report', employeeReportTable);
