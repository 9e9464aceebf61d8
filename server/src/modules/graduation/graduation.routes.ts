/** Graduation (api-contract 5.9): record, list, read, change, five-year counts and the files. */
import { z } from 'zod';
import {
  EnrolledGraduationFormSchema,
  GRADUATION_FILE_KINDS,
  GraduationCreatedSchema,
  GraduationListQuerySchema,
  type GraduationListQueryParsed,
  GraduationSchema,
  GraduationUpdateSchema,
  IdParamsSchema,
  OldGraduationFormSchema,
  pageSchema,
} from '@hemis/contracts';
import { fiscalYearCountsRoute } from '../../lib/fiscal-year-counts.ts';
import type { ReadContext } from '../../lib/context.ts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import {
  getGraduation,
  graduateEnrolled,
  graduateOld,
  graduationsOfFiscalYears,
  listAllGraduations,
  listEnrolledGraduations,
  listPendingGraduations,
  sendGraduationFile,
  updateGraduation,
} from './graduation.service.ts';

/** The graduates are read by graduation staff and by the alumni pages (verification, the alumni list). */
const GRADUATES_READERS = ['graduation:read', 'alumni:read'] as const;

const ListSchema = z.union([z.array(GraduationSchema), pageSchema(GraduationSchema)]);
const FileParamsSchema = IdParamsSchema.extend({ kind: z.enum(GRADUATION_FILE_KINDS, { error: 'No such file' }) });

/** A list of graduations, filtered and searched alike: an array, or a page when one is asked for. */
const graduationList = (entry: {
  url: string;
  summary: string;
  access: RouteAccess;
  list(context: ReadContext, query: GraduationListQueryParsed): Promise<z.input<typeof ListSchema>>;
}) =>
  route({
    method: 'GET',
    url: entry.url,
    summary: entry.summary,
    access: entry.access,
    query: GraduationListQuerySchema,
    response: ListSchema,
    handler: ({ read, query }) => entry.list(read(), query),
  });

export const graduationRoutes = routesPlugin('graduation', ({ fileStore, printing }) => [
  route({
    method: 'POST',
    url: '/Graduation/GenerateGraduationApplicationForStudent',
    summary: 'Graduate an active enrolled student (multipart, five files); 201 with the id, once per program',
    access: 'graduation:write',
    body: EnrolledGraduationFormSchema,
    response: GraduationCreatedSchema,
    status: 201,
    handler: ({ write, body }) => graduateEnrolled(write(), fileStore, body),
  }),
  route({
    method: 'POST',
    url: '/Graduation/GenerateGraduationApplication',
    summary: 'Record the graduation of an old student never in HEMIS, for a program the campus runs',
    access: 'graduation:write',
    body: OldGraduationFormSchema,
    response: GraduationCreatedSchema,
    status: 201,
    handler: ({ write, body }) => graduateOld(write(), fileStore, body),
  }),
  graduationList({
    url: '/Graduation/GetGraduationApplicationsStudent',
    summary: 'The graduations of enrolled students in scope (an array, or a page when asked)',
    access: 'graduation:read',
    list: listEnrolledGraduations,
  }),
  graduationList({
    url: '/Graduation',
    summary: 'Every graduation in scope, by fiscal year, program, campus and batch, searched',
    access: GRADUATES_READERS,
    list: listAllGraduations,
  }),
  graduationList({
    url: '/Graduation/GraduationApplications/Pending',
    summary: 'Alumni’s own submissions waiting for the campus to verify them',
    access: GRADUATES_READERS,
    list: listPendingGraduations,
  }),
  fiscalYearCountsRoute({
    url: '/Graduation/GetGraduationOfFiscalYear',
    summary: 'Per program, the graduations of each of the last five fiscal years, with the reports’ filters',
    title: 'Graduated in the last five fiscal years',
    access: ['graduation:read', 'report:read'],
    compute: graduationsOfFiscalYears,
    print: printing,
  }),
  route({
    method: 'GET',
    url: '/Graduation/:id',
    summary: 'One graduation of the caller’s scope',
    access: GRADUATES_READERS,
    params: IdParamsSchema,
    response: GraduationSchema,
    handler: ({ read, params }) => getGraduation(read(), params.id),
  }),
  route({
    method: 'PUT',
    url: '/Graduation/:id',
    summary:
      'Change a graduation (multipart); a file sent replaces the one kept, clearFiles removes files, the others stay',
    access: 'graduation:write',
    params: IdParamsSchema,
    body: GraduationUpdateSchema,
    response: GraduationSchema,
    handler: ({ write, params, body }) => updateGraduation(write(), fileStore, params.id, body),
  }),
  route({
    method: 'GET',
    url: '/Graduation/:id/file/:kind',
    summary: 'One of a graduation’s files (photo, signature, receipt, transcript, other), within scope',
    access: GRADUATES_READERS,
    params: FileParamsSchema,
    handler: ({ read, reply, params }) => sendGraduationFile(read(), reply, fileStore, params.id, params.kind),
  }),
]);
