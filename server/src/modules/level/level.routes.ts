/** Level routes (spec section 7, api-contract 5.3), with the client's spelling `GetAllLebel`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateLevelBodySchema,
  IdParamsSchema,
  LevelSchema,
  UniversityIdParamsSchema,
  UpdateLevelBodySchema,
} from '@hemis/contracts';
import { readContext, writeContext } from '../../lib/context.ts';
import { levels } from './level.service.ts';

const TAGS = ['level'];

export const levelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Level/GetAllLevels',
    {
      schema: { tags: TAGS, summary: 'Every level the caller may see', response: { 200: z.array(LevelSchema) } },
      config: { access: 'level:read' },
    },
    async (request) => levels.list(readContext(app.prisma, request)),
  );

  // The client's misspelt path (api-contract 5.3), and the correct one beside it.
  for (const path of ['/level/GetAllLebel/:universityId', '/Level/GetAllLevels/:universityId']) {
    app.get(
      path,
      {
        schema: {
          tags: TAGS,
          summary: 'The levels of a university (0: every level the caller may see)',
          params: UniversityIdParamsSchema,
          response: { 200: z.array(LevelSchema) },
        },
        config: { access: 'level:read' },
      },
      async (request) => levels.list(readContext(app.prisma, request), request.params.universityId),
    );
  }

  app.get(
    '/level/:id',
    {
      schema: { tags: TAGS, summary: 'One level', params: IdParamsSchema, response: { 200: LevelSchema } },
      config: { access: 'level:read' },
    },
    async (request) => levels.get(readContext(app.prisma, request), request.params.id),
  );

  app.post(
    '/Level',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a level; 409 "Level already exists!"',
        body: CreateLevelBodySchema,
        response: { 201: LevelSchema },
      },
      config: { access: 'level:create' },
    },
    async (request, reply) =>
      reply.status(201).send(await levels.create(writeContext(app.prisma, request), request.body)),
  );

  app.patch(
    '/Level/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Update a level',
        params: IdParamsSchema,
        body: UpdateLevelBodySchema,
        response: { 200: LevelSchema },
      },
      config: { access: 'level:update' },
    },
    async (request) => levels.update(writeContext(app.prisma, request), request.params.id, request.body),
  );
};
