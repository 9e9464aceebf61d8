/**
 * Receipt routes (api-contract 5.10): the next number, issuing, the list, one receipt, its
 * cancellation and a student's statement. Rules live in receipt.service.ts; each entry here
 * only names its schemas and access.
 */
import {
  CancelReceiptBodySchema,
  GenerateReceiptBodySchema,
  GenerateReceiptResponseSchema,
  IdParamsSchema,
  ReceiptDetailSchema,
  ReceiptListQuerySchema,
  ReceiptListResponseSchema,
  ReceiptNoQuerySchema,
  ReceiptNoResponseSchema,
  StatementQuerySchema,
  StatementSchema,
} from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { printReceipt } from './receipt-print.ts';
import {
  cancelReceipt,
  generateReceipt,
  getReceipt,
  listReceipts,
  peekNextReceiptNo,
  readOwnStatement,
  readStatement,
} from './receipt.service.ts';

export const receiptRoutes = routesPlugin('receipt', ({ fileStore, printing }) => [
  route({
    method: 'GET',
    url: '/Receipt/GetReceiptNo',
    summary: 'The number the campus’s next receipt will get in the fiscal year (not reserved)',
    access: 'receipt:read',
    query: ReceiptNoQuerySchema,
    response: ReceiptNoResponseSchema,
    handler: ({ read, query }) => peekNextReceiptNo(read(), query),
  }),
  route({
    method: 'POST',
    url: '/Receipt/GenerateReceipt',
    summary: 'Issue a receipt of the user’s campus with the campus’s next number; answers its id and that number',
    access: 'receipt:issue',
    body: GenerateReceiptBodySchema,
    response: GenerateReceiptResponseSchema,
    status: 201,
    handler: ({ write, body }) => generateReceipt(write(), fileStore, body),
  }),
  route({
    method: 'GET',
    url: '/Receipt',
    summary: 'The receipts of the caller’s scope (a student’s own), cancelled ones with their status',
    access: ['receipt:read', 'receipt:self'],
    query: ReceiptListQuerySchema,
    response: ReceiptListResponseSchema,
    handler: ({ read, query }) => listReceipts(read(), query),
  }),
  route({
    method: 'GET',
    url: '/Receipt/Statement',
    summary: 'A student’s statement: charged, paid and due per course fee',
    access: 'receipt:read',
    query: StatementQuerySchema,
    response: StatementSchema,
    handler: ({ read, query }) => readStatement(read(), query.studentId),
  }),
  route({
    method: 'GET',
    url: '/Student/Me/Statement',
    summary: 'The signed-in student’s statement: charged, paid and due per course fee',
    access: 'receipt:self',
    response: StatementSchema,
    handler: ({ read }) => readOwnStatement(read()),
  }),
  route({
    method: 'GET',
    url: '/Receipt/:id',
    summary: 'One receipt with its items',
    access: ['receipt:read', 'receipt:self'],
    params: IdParamsSchema,
    response: ReceiptDetailSchema,
    handler: ({ read, params }) => getReceipt(read(), params.id),
  }),
  route({
    method: 'GET',
    url: '/Receipt/:id/pdf',
    summary: 'The printed receipt: payer’s and office copies on one A4 page, with a verification code',
    access: ['receipt:read', 'receipt:self'],
    params: IdParamsSchema,
    handler: ({ write, reply, params }) => printReceipt(write(), reply, printing, params.id),
  }),
  route({
    method: 'POST',
    url: '/Receipt/:id/cancel',
    summary: 'Cancel a receipt with a reason; it keeps its number and stays listed',
    access: 'receipt:cancel',
    params: IdParamsSchema,
    body: CancelReceiptBodySchema,
    response: ReceiptDetailSchema,
    handler: ({ write, params, body }) => cancelReceipt(write(), params.id, body),
  }),
]);
