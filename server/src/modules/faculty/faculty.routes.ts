/** Faculty routes (spec section 7, api-contract 5.3); the add form is multipart. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateFacultyBodySchema,
  FacultySchema,
  IdParamsSchema,
  UniversityIdParamsSchema,
  UpdateFacultyBodySchema,
} from '@hemis/contracts';
import { readContext, writeContext } from '../../lib/context.ts';
import { faculties } from './faculty.service.ts';

const TAGS = ['faculty'];

export const facultyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Faculty/GetAllFaculties',
    {
      schema: { tags: TAGS, summary: 'Every faculty the caller may see', response: { 200: z.array(FacultySchema) } },
      config: { access: 'faculty:read' },
    },
    async (request) => faculties.list(readContext(app.prisma, request)),
  );

  app.get(
    '/Faculty/GetAllFaculties/:universityId',
    {
      schema: {
        tags: TAGS,
        summary: 'The faculties of a university (0: every faculty the caller may see)',
        params: UniversityIdParamsSchema,
        response: { 200: z.array(FacultySchema) },
      },
      config: { access: 'faculty:read' },
    },
    async (request) => faculties.list(readContext(app.prisma, request), request.params.universityId),
  );

  app.get(
    '/Faculty/:id',
    {
      schema: { tags: TAGS, summary: 'One faculty', params: IdParamsSchema, response: { 200: FacultySchema } },
      config: { access: 'faculty:read' },
    },
    async (request) => faculties.get(readContext(app.prisma, request), request.params.id),
  );

  app.post(
    '/Faculty',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a faculty (multipart or JSON); 409 "Faculty already exists!"',
        body: CreateFacultyBodySchema,
        response: { 201: FacultySchema },
      },
      config: { access: 'faculty:create' },
    },
    async (request, reply) =>
      reply.status(201).send(await faculties.create(writeContext(app.prisma, request), request.body)),
  );

  app.patch(
    '/Faculty/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Update a faculty',
        params: IdParamsSchema,
        body: UpdateFacultyBodySchema,
        response: { 200: FacultySchema },
      },
      config: { access: 'faculty:update' },
    },
    async (request) => faculties.update(writeContext(app.prisma, request), request.params.id, request.body),
  );
};
