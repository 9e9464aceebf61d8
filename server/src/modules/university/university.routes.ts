/** University routes (spec section 7, api-contract 5.2). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateUniversityBodySchema,
  IdParamsSchema,
  UniversityHeaderSchema,
  UniversityListPageSchema,
  UniversityListQuerySchema,
  UniversityOptionSchema,
  UniversitySchema,
  UpdateUniversityBodySchema,
} from '@hemis/contracts';
import { readContext, writeContext } from '../../lib/context.ts';
import {
  createUniversity,
  getUniversity,
  listUniversities,
  listUniversityPage,
  updateUniversity,
} from './university.service.ts';

const TAGS = ['university'];

export const universityRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadDir = app.config.uploadDir;

  app.get(
    '/University/GetAllUniversities',
    {
      schema: {
        tags: TAGS,
        summary: 'The universities the caller may see',
        response: { 200: z.array(UniversityOptionSchema) },
      },
      config: { access: 'university:read' },
    },
    async (request) => listUniversities(readContext(app.prisma, request)),
  );

  app.get(
    '/University',
    {
      schema: {
        tags: TAGS,
        summary: 'The university list: search, sort, page and filter by type, with campus counts',
        querystring: UniversityListQuerySchema,
        response: { 200: UniversityListPageSchema },
      },
      config: { access: 'university:read' },
    },
    async (request) => listUniversityPage(readContext(app.prisma, request), request.query),
  );

  app.get(
    '/University/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A university: logo and name without a token, the full record for staff in scope',
        params: IdParamsSchema,
        response: { 200: z.union([UniversitySchema, UniversityHeaderSchema]) },
      },
      config: { access: 'public' },
    },
    async (request) => getUniversity(readContext(app.prisma, request), request.params.id),
  );

  app.post(
    '/University',
    {
      schema: {
        tags: TAGS,
        summary: 'Register a university (multipart, with its logo)',
        body: CreateUniversityBodySchema,
        response: { 201: UniversitySchema },
      },
      config: { access: 'university:write' },
    },
    async (request, reply) =>
      reply.status(201).send(await createUniversity(writeContext(app.prisma, request), uploadDir, request.body)),
  );

  app.patch(
    '/University/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Update a university (multipart or JSON)',
        params: IdParamsSchema,
        body: UpdateUniversityBodySchema,
        response: { 200: UniversitySchema },
      },
      config: { access: 'university:write' },
    },
    async (request) => updateUniversity(writeContext(app.prisma, request), uploadDir, request.params.id, request.body),
  );
};
