/** Campus routes. This issue needs only the read of one campus; the rest of Campus comes with setup. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CampusHeaderSchema, CampusIdParamsSchema, InstitutionSchema } from '@hemis/contracts';
import { getCampus } from './campus.service.ts';

export const campusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Campus/:id',
    {
      schema: {
        tags: ['campus'],
        summary: 'A campus: the public header fields, or the full record for staff in scope',
        params: CampusIdParamsSchema,
        // The full record first: the serializer keeps the first shape that fits.
        response: { 200: z.union([InstitutionSchema, CampusHeaderSchema]) },
      },
      config: { access: 'public' },
    },
    async (request) => getCampus(app.prisma, request.actor, request.params.id),
  );
};
