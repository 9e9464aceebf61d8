/**
 * Students' bulk import (/inload-form, api-contract 5.5 StudentInload): the template, the
 * upload (answered "Uploaded. BatchNo: <n>", the text the clients read the number from), the
 * batch with its job's progress and bad rows, and the insert of its good rows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  optionalId,
  NoBodySchema,
  StudentImportBatchParamsSchema,
  StudentImportBatchSchema,
  StudentImportInsertQuerySchema,
  StudentInloadBodySchema,
  uploadedAnswer,
  type UploadedFile,
} from '@hemis/contracts';
import { sendDownload } from '../../lib/file-transfer.ts';
import { registerRouteTable, route, type RouteEntry } from '../../lib/route-table.ts';
import type { JobQueue } from '../../lib/queue.ts';
import {
  batchView,
  defineStudentImportQueue,
  requestInsert,
  templateFor,
  uploadStudents,
} from './student-import.service.ts';

const TemplateQuerySchema = z.object({ programId: optionalId(), campusId: optionalId() });

function studentImportTable(queue: JobQueue): RouteEntry[] {
  return [
    route({
      method: 'GET',
      url: '/StudentInload/Template',
      summary:
        'The .xlsx template: a column per student field and a sheet of accepted values (with programId, its majors)',
      access: 'student:import',
      query: TemplateQuerySchema,
      handler: async ({ read, query, reply }) => sendDownload(reply, await templateFor(read(), query)),
    }),
    route({
      method: 'POST',
      url: '/StudentInload/Inload',
      summary:
        'Upload a .xlsx or .csv of students for a program: stored as a numbered batch and checked by a background job',
      access: 'student:import',
      body: StudentInloadBodySchema,
      otherResponses: { 200: z.string() },
      handler: async ({ write, body, reply }) => {
        const batchNo = await uploadStudents(write(), queue, {
          ...body,
          fileInLoad: body.fileInLoad as UploadedFile,
        });
        return reply.type('text/plain; charset=utf-8').send(uploadedAnswer(batchNo));
      },
    }),
    route({
      method: 'GET',
      url: '/StudentInload/Batch/:batchNo',
      summary: 'A batch: its job’s progress, counts of good and bad rows, and each bad row’s problems',
      access: 'student:import',
      params: StudentImportBatchParamsSchema,
      response: StudentImportBatchSchema,
      handler: ({ read, params }) => batchView(read(), params.batchNo),
    }),
    route({
      method: 'POST',
      url: '/StudentInload/Insert',
      summary: 'Write the good rows of a checked batch in one transaction (a background job); again writes nothing new',
      access: 'student:import',
      query: StudentImportInsertQuerySchema,
      body: NoBodySchema,
      response: StudentImportBatchSchema,
      status: 202,
      handler: ({ write, query }) => requestInsert(write(), queue, query.BatchNo),
    }),
  ];
}

export const studentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  defineStudentImportQueue(app.prisma, app.queue, app.log);
  registerRouteTable(app, 'student-import', studentImportTable(app.queue));
};
