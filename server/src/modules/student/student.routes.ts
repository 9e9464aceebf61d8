/**
 * Student routes (api-contract 5.5 and 8.1): the record, its registration and edits, the
 * enrolment lists, identifiers, sections, verification, the private files, the student's
 * own record and account. Rules live in student.service.ts; lists in student-query.ts.
 */
import { z } from 'zod';
import {
  BulkUpdateSectionBodySchema,
  BulkUpdateSectionResponseSchema,
  IdParamsSchema,
  MessageResponseSchema,
  NoBodySchema,
  OwnStudentFileParamsSchema,
  StudentBodySchema,
  StudentCreatedSchema,
  StudentFileParamsSchema,
  StudentListItemSchema,
  StudentListQuerySchema,
  StudentPageSchema,
  StudentRecordSchema,
  TransferredStudentBodySchema,
  UpdateStudentBodySchema,
  UpdateStudentIdentifiersBodySchema,
} from '@hemis/contracts';
import { routesPlugin, route, routeAt } from '../../lib/route-table.ts';
import { createStudentLogin } from './student-login.ts';
import { listAllStudents, listStudentsPage } from './student-query.ts';
import {
  bulkUpdateSection,
  getOwnStudent,
  getStudent,
  registerStudent,
  sendOwnStudentFile,
  sendStudentFile,
  updateStudent,
  updateStudentIdentifiers,
  verifyStudent,
} from './student.service.ts';

export const studentRoutes = routesPlugin('student', (app) => {
  const { uploadDir, publicUrl } = app.config;
  const mail = { mailer: app.mailer, publicUrl };
  return [
    route({
      method: 'POST',
      url: '/Student/Create',
      summary: 'Register a student (multipart, with the photo and scans); the campus is the caller’s',
      access: 'student:write',
      body: StudentBodySchema,
      response: StudentCreatedSchema,
      status: 201,
      handler: ({ write, body }) => registerStudent(write(), uploadDir, body, { transferredIn: false }),
    }),
    route({
      method: 'POST',
      url: '/Student/EnrolledOfTransferred',
      summary: 'Register a student transferred in from outside HEMIS (multipart, with the transfer document)',
      access: 'student:write',
      body: TransferredStudentBodySchema,
      response: StudentCreatedSchema,
      status: 201,
      handler: ({ write, body }) => registerStudent(write(), uploadDir, body, { transferredIn: true }),
    }),
    ...routeAt(
      [
        [
          '/Student/GetAllStudentPaginated',
          'One page of the active students in scope (verified unless isVerified=false), filtered and sorted',
        ],
        ['/Student/GetPaginatedStdsByMajor', 'One page of the active students of a program major (the same filters)'],
      ],
      {
        method: 'GET',
        access: 'student:read',
        query: StudentListQuerySchema,
        response: StudentPageSchema,
        handler: ({ read, query }) => listStudentsPage(read(), query),
      },
    ),
    route({
      method: 'GET',
      url: '/Student/GetAllStudent',
      summary: 'Every matching active student of one campus, unpaged (a class roster)',
      access: 'student:read',
      query: StudentListQuerySchema,
      response: z.array(StudentListItemSchema),
      handler: ({ read, query }) => listAllStudents(read(), query),
    }),
    route({
      method: 'PATCH',
      url: '/Student/UpdateStudentIdentifiers',
      summary: 'Set a student’s roll, symbol and university registration numbers and major',
      access: 'student:write',
      body: UpdateStudentIdentifiersBodySchema,
      response: StudentListItemSchema,
      handler: ({ write, body }) => updateStudentIdentifiers(write(), body),
    }),
    route({
      method: 'PATCH',
      url: '/Student/BulkUpdateSection',
      summary: 'Put students into the campus’s section of the symbol given (all or none)',
      access: 'student:write',
      body: BulkUpdateSectionBodySchema,
      response: BulkUpdateSectionResponseSchema,
      handler: ({ write, body }) => bulkUpdateSection(write(), body),
    }),
    route({
      method: 'POST',
      url: '/Student/VerifyStudentSelf/:id',
      summary: 'Verify a student’s registration',
      access: 'student:verify',
      params: IdParamsSchema,
      body: NoBodySchema,
      response: MessageResponseSchema,
      handler: ({ write, params }) => verifyStudent(write(), params.id),
    }),
    route({
      method: 'GET',
      url: '/Student/Me',
      summary: 'The signed-in student’s own record',
      access: 'student:self',
      response: StudentRecordSchema,
      handler: ({ read }) => getOwnStudent(read()),
    }),
    route({
      method: 'GET',
      url: '/Student/Me/file/:kind',
      summary: 'One of the signed-in student’s own files',
      access: 'student:self',
      params: OwnStudentFileParamsSchema,
      handler: ({ read, reply, params }) => sendOwnStudentFile(read(), reply, uploadDir, params.kind),
    }),
    route({
      method: 'GET',
      url: '/Student/:id/file/:kind',
      summary: 'A student’s photo, scan or document (images inline, documents as downloads)',
      access: 'student:read',
      params: StudentFileParamsSchema,
      handler: ({ read, reply, params }) => sendStudentFile(read(), reply, uploadDir, params.id, params.kind),
    }),
    route({
      method: 'POST',
      url: '/Student/:id/CreateLogin',
      summary: 'Open the student’s own account and email a link to choose its password',
      access: 'student:write',
      params: IdParamsSchema,
      body: NoBodySchema,
      response: MessageResponseSchema,
      status: 201,
      handler: ({ write, params }) => createStudentLogin(write(), mail, params.id),
    }),
    route({
      method: 'GET',
      url: '/Student/:id',
      summary: 'A student’s whole record',
      access: 'student:read',
      params: IdParamsSchema,
      response: StudentRecordSchema,
      handler: ({ read, params }) => getStudent(read(), params.id),
    }),
    route({
      method: 'PATCH',
      url: '/Student/:id',
      summary: 'Edit a student (multipart; missing fields stay, blank ones clear, files sent replace)',
      access: 'student:write',
      params: IdParamsSchema,
      body: UpdateStudentBodySchema,
      response: StudentRecordSchema,
      handler: ({ write, params, body }) =>
        updateStudent(write(), uploadDir, params.id, body, { transferredIn: false }),
    }),
    route({
      method: 'PATCH',
      url: '/Student/UpdateTransferredStudent/:id',
      summary: 'Edit a student transferred in from outside HEMIS (multipart)',
      access: 'student:write',
      params: IdParamsSchema,
      body: UpdateStudentBodySchema,
      response: StudentRecordSchema,
      handler: ({ write, params, body }) => updateStudent(write(), uploadDir, params.id, body, { transferredIn: true }),
    }),
  ];
});
