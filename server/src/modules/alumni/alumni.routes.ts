/**
 * The alumni portal's API (api-contract 5.9): the public registration and what it chooses
 * from, the campus's verification and summary, and the alumnus's own profile, work entries and
 * batchmates. Routes an alumnus and campus staff share name both permissions; the services
 * answer an alumnus with their own records only.
 */
import { z } from 'zod';
import {
  AlumniCampusOptionSchema,
  AlumniCampusQuerySchema,
  AlumniProfileSchema,
  AlumniProfileUpdateSchema,
  AlumniProgramOptionSchema,
  AlumniSubmissionSchema,
  AlumniSummaryQuerySchema,
  AlumniSummaryRowSchema,
  AlumniWorkFormSchema,
  AlumniWorkQuerySchema,
  AlumniWorkSchema,
  BatchmateSchema,
  GRADUATION_FILE_KINDS,
  IdParamsSchema,
  MessageResponseSchema,
  NoBodySchema,
  StudentsByBatchQuerySchema,
  pageSchema,
} from '@hemis/contracts';
import { AttemptLimiter } from '../../lib/rate-limit.ts';
import { recentCountRoute, routesPlugin, route, routeAt } from '../../lib/route-table.ts';
import { createWork, deleteWork, getWork, listWork, updateWork } from './alumni-work.service.ts';
import {
  alumniSummary,
  campusesForRegistration,
  getOwnProfile,
  programsForRegistration,
  sendOwnFile,
  studentsByBatch,
  submitAlumniApplication,
  updateOwnProfile,
  verifyAlumnus,
} from './alumni.service.ts';

const OWN_OR_STAFF = ['alumni:self', 'alumni:read'] as const;

export const alumniRoutes = routesPlugin('alumni', (app) => {
  const { fileStore } = app;
  const mail = { mailer: app.mailer, publicUrl: app.config.publicUrl };
  const limiter = new AttemptLimiter(app.prisma, app.config.authLimits);
  return [
    route({
      method: 'GET',
      url: '/Alumni/Campuses',
      summary: 'Campuses a former student registers with, searched by name (public, at most 50)',
      access: 'public',
      query: AlumniCampusQuerySchema,
      response: z.array(AlumniCampusOptionSchema),
      handler: ({ query }) => campusesForRegistration(app.prisma, query.search),
    }),
    route({
      method: 'GET',
      url: '/Alumni/Campuses/:id/Programs',
      summary: 'The programs a campus runs, for the public registration',
      access: 'public',
      params: IdParamsSchema,
      response: z.array(AlumniProgramOptionSchema),
      handler: ({ params }) => programsForRegistration(app.prisma, params.id),
    }),
    route({
      method: 'POST',
      url: '/Graduation/AlumniSubmitGraduationApplication',
      summary: 'A former student registers (public, multipart, PascalCase); pending until the campus verifies it',
      access: 'public',
      body: AlumniSubmissionSchema,
      response: MessageResponseSchema,
      status: 201,
      handler: ({ request, body }) =>
        submitAlumniApplication(app.prisma, limiter, fileStore, { ip: request.ip, requestId: request.id }, body),
    }),
    route({
      method: 'POST',
      url: '/AlumniRegister/Verify/:id',
      summary: 'Verify a pending alumni submission: it becomes a graduation and the alumnus gets a login by email',
      access: 'alumni:verify',
      params: IdParamsSchema,
      body: NoBodySchema,
      handler: async ({ write, reply, params }) =>
        reply.type('text/plain; charset=utf-8').send(await verifyAlumnus(write(), mail, params.id)),
    }),
    // Graduations joined with their students' accounts and work: for the country, read from a recent count.
    recentCountRoute({
      url: '/Alumni/Summary',
      summary: 'Per program of the scope: graduates, alumni accounts, alumni in work, pending submissions',
      access: 'alumni:read',
      query: AlumniSummaryQuerySchema,
      response: z.array(AlumniSummaryRowSchema),
      snapshot: 'alumni-summary',
      count: (context, query) => alumniSummary(context, query.campusId || undefined),
    }),
    route({
      method: 'GET',
      url: '/Alumni/Me',
      summary: 'The signed-in alumnus’s own profile',
      access: 'alumni:self',
      response: AlumniProfileSchema,
      handler: ({ read }) => getOwnProfile(read()),
    }),
    route({
      method: 'PUT',
      url: '/Alumni/Me',
      summary: 'Change the alumnus’s own contact number, address and photo (multipart)',
      access: 'alumni:self',
      body: AlumniProfileUpdateSchema,
      response: AlumniProfileSchema,
      handler: ({ write, body }) => updateOwnProfile(write(), fileStore, body),
    }),
    route({
      method: 'GET',
      url: '/Alumni/Me/file/:kind',
      summary: 'One of the alumnus’s own files',
      access: 'alumni:self',
      params: z.object({ kind: z.enum(GRADUATION_FILE_KINDS, { error: 'No such file' }) }),
      handler: ({ read, reply, params }) => sendOwnFile(read(), reply, fileStore, params.kind),
    }),
    route({
      method: 'GET',
      url: '/Graduation/StudentsByBatch',
      summary: 'Graduates of one campus, program and enrolled year: an alumnus’s own batch, or staff’s choice in scope',
      access: OWN_OR_STAFF,
      query: StudentsByBatchQuerySchema,
      response: z.union([z.array(BatchmateSchema), pageSchema(BatchmateSchema)]),
      handler: ({ read, query }) => studentsByBatch(read(), query),
    }),
    ...routeAt(
      [
        ['/AlumniEmployee', 'Work entries: an alumnus’s own, or staff’s in scope by program, campus and enrolled year'],
        ['/AlumniEmployee/ByGraduationApplication', 'The work entries of one graduation (?graduationApplicationId=)'],
      ],
      {
        method: 'GET',
        access: OWN_OR_STAFF,
        query: AlumniWorkQuerySchema,
        response: z.array(AlumniWorkSchema),
        handler: ({ read, query }) => listWork(read(), query),
      },
    ),
    route({
      method: 'GET',
      url: '/AlumniEmployee/:id',
      summary: 'One work entry the caller may read',
      access: OWN_OR_STAFF,
      params: IdParamsSchema,
      response: AlumniWorkSchema,
      handler: ({ read, params }) => getWork(read(), params.id),
    }),
    route({
      method: 'POST',
      url: '/AlumniEmployee/Create',
      summary: 'Add a work entry of the signed-in alumnus',
      access: 'alumni:self',
      body: AlumniWorkFormSchema,
      response: AlumniWorkSchema,
      status: 201,
      handler: ({ write, body }) => createWork(write(), body),
    }),
    route({
      method: 'PUT',
      url: '/AlumniEmployee/Update/:id',
      summary: 'Change one of the alumnus’s own work entries (multipart or JSON)',
      access: 'alumni:self',
      params: IdParamsSchema,
      body: AlumniWorkFormSchema,
      response: AlumniWorkSchema,
      handler: ({ write, params, body }) => updateWork(write(), params.id, body),
    }),
    route({
      method: 'DELETE',
      url: '/AlumniEmployee/Delete/:id',
      summary: 'Remove one of the alumnus’s own work entries',
      access: 'alumni:self',
      params: IdParamsSchema,
      response: MessageResponseSchema,
      handler: ({ write, params }) => deleteWork(write(), params.id),
    }),
  ];
});
