/**
 * Student routes (api-contract 5.5 and 8.1): the record, its registration and edits, the
 * enrolment lists, identifiers, sections, verification, the private files and the
 * student's own record. Rules live in student.service.ts; lists in student-query.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StudentListItemSchema, StudentListQuerySchema, StudentPageSchema } from '@hemis/contracts';
import { registerRouteTable, route } from '../../lib/route-table.ts';
import { listAllStudents, listStudentsPage } from './student-query.ts';

export const studentRoutes: FastifyPluginAsyncZod = async (app) =>
  registerRouteTable(app, 'student', [
    route({
      method: 'GET',
      url: '/Student/GetAllStudentPaginated',
      summary: 'One page of the active students in scope (verified unless isVerified=false), filtered and sorted',
      access: 'student:read',
      query: StudentListQuerySchema,
      response: StudentPageSchema,
      handler: ({ read, query }) => listStudentsPage(read(), query),
    }),
    route({
      method: 'GET',
      url: '/Student/GetPaginatedStdsByMajor',
      summary: 'One page of the active students of a program major (the same filters)',
      access: 'student:read',
      query: StudentListQuerySchema,
      response: StudentPageSchema,
      handler: ({ read, query }) => listStudentsPage(read(), query),
    }),
    route({
      method: 'GET',
      url: '/Student/GetAllStudent',
      summary: 'Every matching active student of one campus, unpaged (a class roster)',
      access: 'student:read',
      query: StudentListQuerySchema,
      response: z.array(StudentListItemSchema),
      handler: ({ read, query }) => listAllStudents(read(), query),
    }),
  ]);
