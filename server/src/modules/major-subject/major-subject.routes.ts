/** Major subject routes (api-contract 5.3); the client edits with PUT. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateMajorSubjectBodySchema,
  IdParamsSchema,
  MajorSubjectSchema,
  ProgramIdParamsSchema,
  ProgramWithMajorSubjectsSchema,
  UpdateMajorSubjectBodySchema,
} from '@hemis/contracts';
import { readContext, writeContext } from '../../lib/context.ts';
import {
  createMajorSubject,
  getMajorSubject,
  listMajorSubjects,
  listProgramsWithMajorSubjects,
  updateMajorSubject,
} from './major-subject.service.ts';

const TAGS = ['major-subject'];

export const majorSubjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/MajorSubject',
    {
      schema: {
        tags: TAGS,
        summary: 'The major subjects the caller may see',
        response: { 200: z.array(MajorSubjectSchema) },
      },
      config: { access: 'major-subject:read' },
    },
    async (request) => listMajorSubjects(readContext(app.prisma, request)),
  );

  app.get(
    '/MajorSubject/by-program/:programId',
    {
      schema: {
        tags: TAGS,
        summary: 'The major subjects of a program, within scope',
        params: ProgramIdParamsSchema,
        response: { 200: z.array(MajorSubjectSchema) },
      },
      config: { access: 'major-subject:read' },
    },
    async (request) => listMajorSubjects(readContext(app.prisma, request), request.params.programId),
  );

  app.get(
    '/MajorSubject/GetProgramsWithMajorSubjects',
    {
      schema: {
        tags: TAGS,
        summary: 'Programs with their major subjects (the level, faculty, program, major cascade)',
        response: { 200: z.array(ProgramWithMajorSubjectsSchema) },
      },
      config: { access: 'major-subject:read' },
    },
    async (request) => listProgramsWithMajorSubjects(readContext(app.prisma, request)),
  );

  app.get(
    '/MajorSubject/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One major subject',
        params: IdParamsSchema,
        response: { 200: MajorSubjectSchema },
      },
      config: { access: 'major-subject:read' },
    },
    async (request) => getMajorSubject(readContext(app.prisma, request), request.params.id),
  );

  app.post(
    '/MajorSubject',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a major subject to a program of the campus; 409 "Major Subject already exists!"',
        body: CreateMajorSubjectBodySchema,
        response: { 201: MajorSubjectSchema },
      },
      config: { access: 'major-subject:create' },
    },
    async (request, reply) =>
      reply.status(201).send(await createMajorSubject(writeContext(app.prisma, request), request.body)),
  );

  app.put(
    '/MajorSubject/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Update a major subject',
        params: IdParamsSchema,
        body: UpdateMajorSubjectBodySchema,
        response: { 200: MajorSubjectSchema },
      },
      config: { access: 'major-subject:update' },
    },
    async (request) => updateMajorSubject(writeContext(app.prisma, request), request.params.id, request.body),
  );
};
