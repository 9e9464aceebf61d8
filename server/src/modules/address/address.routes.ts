/** The address tree every address form cascades through; public, as the client reads it without a token. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddressEntrySchema } from '@hemis/contracts';
import { listAddresses } from './address.service.ts';

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Address/GetAll',
    {
      schema: {
        tags: ['address'],
        summary: 'Every local level with its district, province and number of wards',
        response: { 200: z.array(AddressEntrySchema) },
      },
      config: { access: 'public' },
    },
    async () => listAddresses(app.prisma),
  );
};
