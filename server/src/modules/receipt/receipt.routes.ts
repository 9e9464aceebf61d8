/** Receipt number route (api-contract 5.10); receipts themselves come with the receipts module. */
import { ReceiptNoQuerySchema, ReceiptNoResponseSchema } from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { peekNextReceiptNo } from './receipt.service.ts';

export const receiptRoutes = routesPlugin('receipt', [
  route({
    method: 'GET',
    url: '/Receipt/GetReceiptNo',
    summary: 'The number the campus’s next receipt will get in the fiscal year (not reserved)',
    access: 'receipt:read',
    query: ReceiptNoQuerySchema,
    response: ReceiptNoResponseSchema,
    handler: ({ read, query }) => peekNextReceiptNo(read(), query),
  }),
]);
