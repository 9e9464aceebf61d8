/** Program routes (spec section 7, api-contract 5.3), with the client's spelling `GetProgramByCOllegeId`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddProgramToCollegeBodySchema,
  CollegeProgramSchema,
  CreateProgramBodySchema,
  IdParamsSchema,
  LegacyProgramListSchema,
  ProgramSchema,
  ProgramsOfCollegeQuerySchema,
  UniversityIdParamsSchema,
  UpdateProgramBodySchema,
} from '@hemis/contracts';
import { readContext, writeContext } from '../../lib/context.ts';
import {
  addProgramsToCollege,
  createProgram,
  getProgram,
  listPrograms,
  listProgramsForEnrolment,
  listProgramsOfCollege,
  listProgramsOfCollegesInScope,
  updateProgram,
} from './program.service.ts';

const TAGS = ['program'];

export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ProgramMgmt/GetAllPrograms',
    {
      schema: {
        tags: TAGS,
        summary: 'Every program the caller may see, with the campus’s course fees (legacy enrolment form)',
        response: { 200: LegacyProgramListSchema },
      },
      config: { access: 'program:read' },
    },
    async (request) => listProgramsForEnrolment(readContext(app.prisma, request)),
  );

  app.get(
    '/ProgramMgmt/GetAllPrograms/:universityId',
    {
      schema: {
        tags: TAGS,
        summary: 'The programs of a university, for a campus to pick from (0: every program in scope)',
        params: UniversityIdParamsSchema,
        response: { 200: z.array(ProgramSchema) },
      },
      config: { access: 'program:read' },
    },
    async (request) => listPrograms(readContext(app.prisma, request), request.params.universityId),
  );

  app.get(
    '/ProgramMgmt/GetProgramByCOllegeId',
    {
      schema: {
        tags: TAGS,
        summary: 'The programs a campus runs (collegeid, any casing; the caller’s own by default)',
        querystring: ProgramsOfCollegeQuerySchema,
        response: { 200: z.array(CollegeProgramSchema) },
      },
      config: { access: 'program:read' },
    },
    async (request) => listProgramsOfCollege(readContext(app.prisma, request), request.query.collegeId),
  );

  app.get(
    '/ProgramMgmt/GetCollegePrograms',
    {
      schema: {
        tags: TAGS,
        summary: 'The programs the caller’s campus runs (every campus in scope for others)',
        response: { 200: z.array(CollegeProgramSchema) },
      },
      config: { access: 'program:read' },
    },
    async (request) => listProgramsOfCollegesInScope(readContext(app.prisma, request)),
  );

  app.post(
    '/ProgramMgmt/AddProgramToCollege',
    {
      schema: {
        tags: TAGS,
        summary: 'The campus runs these programs of its university (isActive false: stops running them)',
        body: AddProgramToCollegeBodySchema,
        response: { 201: z.array(CollegeProgramSchema) },
      },
      config: { access: 'program:adopt' },
    },
    async (request, reply) =>
      reply.status(201).send(await addProgramsToCollege(writeContext(app.prisma, request), request.body)),
  );

  app.get(
    '/ProgramMgmt/:id',
    {
      schema: { tags: TAGS, summary: 'One program', params: IdParamsSchema, response: { 200: ProgramSchema } },
      config: { access: 'program:read' },
    },
    async (request) => getProgram(readContext(app.prisma, request), request.params.id),
  );

  app.post(
    '/ProgramMgmt',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a program (multipart or JSON); 409 "Program already exists!"',
        body: CreateProgramBodySchema,
        response: { 201: ProgramSchema },
      },
      config: { access: 'program:create' },
    },
    async (request, reply) =>
      reply.status(201).send(await createProgram(writeContext(app.prisma, request), request.body)),
  );

  app.patch(
    '/ProgramMgmt/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Update a program',
        params: IdParamsSchema,
        body: UpdateProgramBodySchema,
        response: { 200: ProgramSchema },
      },
      config: { access: 'program:update' },
    },
    async (request) => updateProgram(writeContext(app.prisma, request), request.params.id, request.body),
  );
};
