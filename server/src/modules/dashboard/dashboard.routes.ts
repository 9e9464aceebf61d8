/** The dashboard's figures and the program reports (api-contract 5.16), read by staff at their own scope. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CampusCountsSchema,
  DashboardQuerySchema,
  GenderCountsSchema,
  ProgramReportRowSchema,
  TitledGenderCountsSchema,
  TitledTotalSchema,
  TrendRowSchema,
} from '@hemis/contracts';
import { registerRouteTable, route } from '../../lib/route-table.ts';
import { campusCounts, studentsBy, studentsByEthnicity, totalStudents, trendSummary } from './dashboard.service.ts';
import { dropoutsByProgram, graduatesByProgram } from './program-reports.service.ts';

const byTitle = (url: string, by: 'faculty' | 'level' | 'program') =>
  route({
    method: 'GET',
    url,
    summary: `Active students by ${by} and gender, largest first`,
    access: 'dashboard:read',
    query: DashboardQuerySchema,
    response: z.array(TitledGenderCountsSchema),
    handler: ({ read, query }) => studentsBy(read(), query, by),
  });

const programReport = (url: string, summary: string, compute: typeof graduatesByProgram) =>
  route({
    method: 'GET',
    url,
    summary,
    access: 'report:read',
    query: DashboardQuerySchema,
    response: z.array(ProgramReportRowSchema),
    handler: ({ read, query }) => compute(read(), query),
  });

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRouteTable(app, 'dashboard', [
    programReport(
      '/Dashboard/College/GetGraduationByGender',
      'Graduates per program by gender (and ethnic group), at the caller’s scope and filters',
      graduatesByProgram,
    ),
    programReport(
      '/Dashboard/College/GetGraduationByEthnicity',
      'Graduates per program by ethnic group (and gender), at the caller’s scope and filters',
      graduatesByProgram,
    ),
    programReport(
      '/Dashboard/GetStudentsDropOutReport',
      'Dropouts per program by gender and ethnic group, by the dropout’s fiscal year',
      dropoutsByProgram,
    ),
    route({
      method: 'GET',
      url: '/Student/GetTotalStudents',
      summary: 'Active students by gender, at the caller’s scope and filters',
      access: 'dashboard:read',
      query: DashboardQuerySchema,
      response: GenderCountsSchema,
      handler: ({ read, query }) => totalStudents(read(), query),
    }),
    byTitle('/Student/GetStudentsByFacultyForDahsboard', 'faculty'),
    byTitle('/Student/GetStudentsByLevelForDahsboard', 'level'),
    byTitle('/Student/GetStudentsByProgram', 'program'),
    route({
      method: 'GET',
      url: '/Dashboard/GetStudentByEthnicity',
      summary: 'Active students by national ethnic group (and those without one)',
      access: 'dashboard:read',
      query: DashboardQuerySchema,
      response: z.array(TitledTotalSchema),
      handler: ({ read, query }) => studentsByEthnicity(read(), query),
    }),
    route({
      method: 'GET',
      url: '/Dashboard/Trend-summary',
      summary: 'For the last five fiscal years: students enrolled and graduates, by gender',
      access: 'dashboard:read',
      query: DashboardQuerySchema,
      response: z.array(TrendRowSchema),
      handler: ({ read, query }) => trendSummary(read(), query),
    }),
    route({
      method: 'GET',
      url: '/Dashboard/GetNoOfCollgeForUniAndAdmin',
      summary: 'The campuses of the caller’s scope by type',
      access: 'dashboard:read',
      query: DashboardQuerySchema,
      response: CampusCountsSchema,
      handler: ({ read, query }) => campusCounts(read(), query),
    }),
  ]);
};
