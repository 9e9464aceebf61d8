/** Student document routes (api-contract 5.5: studentprofile). */
import { StudentDocumentsSchema, StudentDocumentsUpsertBodySchema, StudentIdParamsSchema } from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { getOwnDocuments, getStudentDocuments, upsertStudentDocuments } from './student-document.service.ts';

const studentDocumentTable = [
  route({
    method: 'GET',
    url: '/studentprofile/by-student/:studentId',
    summary: 'A student’s documents, each as its download address; 404 while there is none',
    access: 'student:read',
    params: StudentIdParamsSchema,
    response: StudentDocumentsSchema,
    handler: ({ read, params }) => getStudentDocuments(read(), params.studentId),
  }),
  route({
    method: 'GET',
    url: '/studentprofile/Me',
    summary: 'The signed-in student’s own documents',
    access: 'student:self',
    response: StudentDocumentsSchema,
    handler: ({ read }) => getOwnDocuments(read()),
  }),
  route({
    method: 'POST',
    url: '/studentprofile/upsert',
    summary: 'Save a student’s documents (multipart): per kind a file replaces, existing_<kind> keeps, "" clears',
    access: 'student:write',
    body: StudentDocumentsUpsertBodySchema,
    response: StudentDocumentsSchema,
    handler: ({ write, body, request }) => upsertStudentDocuments(write(), request.server.fileStore, body),
  }),
];

export const studentDocumentRoutes = routesPlugin('student-document', studentDocumentTable);
