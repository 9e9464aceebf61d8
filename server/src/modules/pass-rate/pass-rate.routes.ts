/**
 * Board exams and pass rates (api-contract 5.8, screens 8.3 "Board-exam pass rate"): the
 * appeared and passed students of a board exam, recorded by the campus's own staff, and the pass
 * rates per program counted from them at every scope, downloadable (`?format=pdf|xlsx|csv`).
 */
import { z } from 'zod';
import {
  AppearedStudentSchema,
  BoardExamAppearedSchema,
  BoardExamPassedSchema,
  BoardExamSavedSchema,
  BoardExamStudentsQuerySchema,
  PASS_RATE_BY_PROGRAM_COLUMNS,
  PassedStudentsSchema,
  PassRateByProgramSchema,
  PassRateOfFiscalYearsSchema,
  ReportQuerySchema,
  passRateOfFiscalYearsColumns,
} from '@hemis/contracts';
import { downloadableReportRoute } from '../../lib/report-route.ts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { describeFilters } from '../dashboard/report-filters.ts';
import { passRateByProgram, passRateOfFiscalYears } from './pass-rate-figures.service.ts';
import { appearedStudents, passedStudents, recordAppeared, recordPassed } from './pass-rate.service.ts';

export const passRateRoutes = routesPlugin('pass-rate', ({ printing }) => [
  route({
    method: 'GET',
    url: '/BulkExamAttend',
    summary: 'The students who passed a board exam of the caller’s scope (?ExamScheduleId, optional BatchId)',
    access: 'pass-rate:read',
    // A list of one exam's students, not a figure.
    report: false,
    query: BoardExamStudentsQuerySchema,
    response: PassedStudentsSchema,
    handler: ({ read, query }) => passedStudents(read(), query),
  }),
  route({
    method: 'GET',
    url: '/BulkExamAttend/GetAllAppearedStudents',
    summary:
      'The students who appeared in a board exam of the caller’s scope, with whether they passed (?examScheduleId, optional programId and BatchId)',
    access: 'pass-rate:read',
    // A list of one exam's students, not a figure.
    report: false,
    query: BoardExamStudentsQuerySchema,
    response: z.array(AppearedStudentSchema),
    handler: ({ read, query }) => appearedStudents(read(), query),
  }),
  route({
    method: 'POST',
    url: '/BulkExamAttend',
    summary:
      'Record students of a board exam of the campus as appeared (isAppeared false: absent); each must be an active student of the exam’s program, batch and semester or year',
    access: 'pass-rate:write',
    body: BoardExamAppearedSchema,
    response: BoardExamSavedSchema,
    handler: ({ write, body }) => recordAppeared(write(), body),
  }),
  route({
    method: 'POST',
    url: '/BulkExamAttend/CreatePassStudent',
    summary:
      'Record students who appeared in a board exam of the campus as passed (isPass false: not passed); 409 when one did not appear',
    access: 'pass-rate:write',
    body: BoardExamPassedSchema,
    response: BoardExamSavedSchema,
    handler: ({ write, body }) => recordPassed(write(), body),
  }),
  downloadableReportRoute({
    url: '/PassRateCalculation/GetPassRateCalculation',
    summary:
      'Per program, the students who appeared in and passed board exams in each of the last five fiscal years, and the pass rate (%), at the caller’s scope and the reports’ filters (?campusId=)',
    title: 'Pass rate in the last five fiscal years',
    access: ['pass-rate:read', 'report:read'],
    query: ReportQuerySchema,
    response: z.array(PassRateOfFiscalYearsSchema),
    compute: passRateOfFiscalYears,
    columns: passRateOfFiscalYearsColumns,
    describe: (db, query) => describeFilters(db, query, { ofFiscalYear: false }),
    print: printing,
  }),
  downloadableReportRoute({
    url: '/Dashboard/GetPassRateByProgram',
    summary:
      'Board exams of a fiscal year (?fiscalyearid, facultyid, levelid, collegeId and the reports’ other filters) per program: {programs:[{level, faculty, programName, appearedMale, appearedFemale, appearedOthers, totalAppeared, passedMale, passedFemale, passedOthers, totalPassed, passPercentage}]}, at the caller’s scope; level, faculty and passPercentage (0 when nobody appeared) are beyond the contract’s fields',
    title: 'Pass rate by program',
    access: ['dashboard:read', 'report:read', 'pass-rate:read'],
    query: ReportQuerySchema,
    response: PassRateByProgramSchema,
    compute: passRateByProgram,
    fileRows: (answer) => answer.programs,
    columns: PASS_RATE_BY_PROGRAM_COLUMNS,
    describe: (db, query) => describeFilters(db, query),
    print: printing,
  }),
]);
