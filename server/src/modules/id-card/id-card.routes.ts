/** Student identity cards (api-contract 5.14 and 5.5): batches, single cards and their PDFs. */
import { z } from 'zod';
import {
  IdCardBatchBodySchema,
  IdCardBatchCardsSchema,
  IdCardBatchCreatedSchema,
  IdCardBatchSummarySchema,
  IdCardPdfQuerySchema,
  IdCardStudentsQuerySchema,
  IdCardStudentsSchema,
  IdParamsSchema,
  UpdateValidityBodySchema,
  type CardDesign,
} from '@hemis/contracts';
import { routesPlugin, route, type RouteEntry, type RouteInput } from '../../lib/route-table.ts';
import {
  batchCards,
  issueBatch,
  listBatches,
  printBatch,
  printOwnCard,
  printStudentCard,
  studentsForCards,
  updateValidity,
} from './id-card.service.ts';

const BatchParamsSchema = z.object({ batchNo: z.coerce.number().int().min(1) });

/** Cards as a PDF in the design the query asks for (landscape unless it asks). */
function cardsPdf<Params extends z.ZodType | undefined = undefined>(
  entry: Pick<RouteEntry<Params>, 'url' | 'summary' | 'access' | 'params'> & {
    print(input: RouteInput<Params, typeof IdCardPdfQuerySchema, undefined>, design: CardDesign): Promise<unknown>;
  },
): RouteEntry {
  const { print, ...declared } = entry;
  return route({
    method: 'GET',
    ...declared,
    query: IdCardPdfQuerySchema,
    handler: (input) => print(input, input.query.design ?? 'landscape'),
  });
}

export const idCardRoutes = routesPlugin('id-card', ({ printing }) => [
  route({
    method: 'GET',
    url: '/IdCardInfo/batches',
    summary: 'The identity card batches of the caller’s campus, newest first',
    access: 'id-card:read',
    response: z.array(IdCardBatchSummarySchema),
    handler: ({ read }) => listBatches(read()),
  }),
  route({
    method: 'GET',
    url: '/IdCardInfo/by-batchNo/:batchNo',
    summary: 'The cards of one batch',
    access: 'id-card:read',
    params: BatchParamsSchema,
    response: IdCardBatchCardsSchema,
    handler: ({ read, params }) => batchCards(read(), params.batchNo),
  }),
  route({
    method: 'POST',
    url: '/IdCardInfo/bulk-by-students',
    summary: 'Issue cards for students of one program of the caller’s campus (each verifiable; earlier cards revoked)',
    access: 'id-card:write',
    body: IdCardBatchBodySchema,
    response: IdCardBatchCreatedSchema,
    status: 201,
    handler: ({ write, body }) => issueBatch(write(), body),
  }),
  cardsPdf({
    url: '/IdCardInfo/:batchNo/pdf',
    summary: 'A batch of cards on A4 sheets with cut marks (?design=landscape|portrait|jmc|rmc)',
    access: 'id-card:read',
    params: BatchParamsSchema,
    print: ({ read, reply, params }, design) => printBatch(read(), reply, printing, params.batchNo, design),
  }),
  route({
    method: 'GET',
    url: '/Student/GetIdCard',
    summary: 'The students a campus makes cards for, with their card’s validity (paged)',
    access: 'id-card:read',
    query: IdCardStudentsQuerySchema,
    response: IdCardStudentsSchema,
    handler: ({ read, query }) => studentsForCards(read(), query),
  }),
  route({
    method: 'PATCH',
    url: '/Student/:id/update-validity',
    summary: 'Issue one student’s card valid until the date (earlier card revoked)',
    access: 'id-card:write',
    params: IdParamsSchema,
    body: UpdateValidityBodySchema,
    response: z.object({ message: z.string(), validDateNep: z.string(), validDate: z.string() }),
    handler: ({ write, params, body }) => updateValidity(write(), params.id, body),
  }),
  cardsPdf({
    url: '/Student/:id/IdCard/pdf',
    summary: 'A student’s current card, one card a page (?design=landscape|portrait|jmc|rmc)',
    access: 'id-card:read',
    params: IdParamsSchema,
    print: ({ read, reply, params }, design) => printStudentCard(read(), reply, printing, params.id, design),
  }),
  cardsPdf({
    url: '/Student/Me/IdCard/pdf',
    summary: 'The signed-in student’s own card',
    access: 'student:self',
    print: ({ read, reply }, design) => printOwnCard(read(), reply, printing, design),
  }),
]);
