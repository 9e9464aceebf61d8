/** Receipt number route (api-contract 5.10); receipts themselves come with the receipts module. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReceiptNoQuerySchema, ReceiptNoResponseSchema } from '@hemis/contracts';
import { readContext } from '../../lib/context.ts';
import { peekNextReceiptNo } from './receipt.service.ts';

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Receipt/GetReceiptNo',
    {
      schema: {
        tags: ['receipt'],
        summary: 'The number the campus’s next receipt will get in the fiscal year (not reserved)',
        querystring: ReceiptNoQuerySchema,
        response: { 200: ReceiptNoResponseSchema },
      },
      config: { access: 'receipt:read' },
    },
    async (request) => peekNextReceiptNo(readContext(app.prisma, request), request.query),
  );
};
