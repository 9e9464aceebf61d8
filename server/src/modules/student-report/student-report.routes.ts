/**
 * The student list reports (api-contract 8.9, issue: students): Student Information Details
 * (a page, every row of a campus, or a CSV of every row), students by program and major, by
 * district, and the summary by campus and program. Staff read them for their scope; the count
 * reports read students' own rows (their major, home district), so for more than one campus they
 * are served from a recent count with its time (report-snapshots.ts).
 */
import { z } from 'zod';
import {
  StudentByDistrictRowSchema,
  StudentByFilterQuerySchema,
  StudentByFilterRowSchema,
  StudentCountByProgramMajorRowSchema,
  StudentReportQuerySchema,
  StudentSummaryRowSchema,
  listOrPageSchema,
} from '@hemis/contracts';
import { CSV_CONTENT_TYPE } from '../../lib/spreadsheet.ts';
import { recentCountRoute, routesPlugin, route, type RouteEntry } from '../../lib/route-table.ts';
import {
  countByDistrict,
  countByProgramMajor,
  listStudentsByFilter,
  studentSummary,
  studentsByFilterCsv,
} from './student-report.service.ts';

const studentReportTable: RouteEntry[] = [
  route({
    method: 'GET',
    url: '/Student/GetStudentByFilter',
    summary:
      'Student Information Details: the enrolment list with home province and district; a page, or every row of one campus',
    access: 'student:read',
    // A list of students, not counts.
    report: false,
    reads: 'reports',
    query: StudentByFilterQuerySchema,
    response: listOrPageSchema(StudentByFilterRowSchema),
    handler: ({ read, query }) => listStudentsByFilter(read(), query),
  }),
  route({
    method: 'GET',
    url: '/Student/GetStudentByFilter/csv',
    summary: 'Student Information Details as CSV (UTF-8 with BOM): every matching row, streamed',
    access: 'student:read',
    report: false,
    reads: 'reports',
    query: StudentByFilterQuerySchema,
    handler: async ({ read, query, reply }) =>
      reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="student-information-details.csv"')
        .send(studentsByFilterCsv(read(), query)),
  }),
  recentCountRoute({
    url: '/Student/GetStudentCountByProgramMajor',
    summary: 'Enrolled students by program and major subject, by gender',
    access: 'student:read',
    query: StudentReportQuerySchema,
    response: z.array(StudentCountByProgramMajorRowSchema),
    snapshot: 'students-by-program-major',
    count: countByProgramMajor,
  }),
  recentCountRoute({
    url: '/Student/Report/GetStudentByDistrict',
    summary: 'Enrolled students by home district, by gender and ethnic group; the last row is the totals',
    access: 'student:read',
    query: StudentReportQuerySchema,
    response: z.array(StudentByDistrictRowSchema),
    snapshot: 'students-by-district',
    count: countByDistrict,
  }),
  recentCountRoute({
    url: '/Student/Report/GetStudentSummary',
    summary: 'Enrolled students by campus and program, by gender and ethnic group',
    access: 'student:read',
    query: StudentReportQuerySchema,
    response: z.array(StudentSummaryRowSchema),
    snapshot: 'students-by-campus-program',
    count: studentSummary,
  }),
];

export const studentReportRoutes = routesPlugin('student-report', studentReportTable);
