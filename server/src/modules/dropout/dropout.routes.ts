/** Dropouts (api-contract 5.6): record, list, read, revert, five-year counts, and the recommendation letter. */
import { z } from 'zod';
import {
  DropoutBodySchema,
  DropoutListQuerySchema,
  DropoutSchema,
  IdParamsSchema,
  MessageResponseSchema,
  pageSchema,
} from '@hemis/contracts';
import { fiscalYearCountsRoute } from '../../lib/fiscal-year-counts.ts';
import { recordDocumentRoute, routesPlugin, route } from '../../lib/route-table.ts';
import { dropoutsOfFiscalYears, getDropout, listDropouts, recordDropout, revertDropout } from './dropout.service.ts';
import { sendRecommendationLetter } from './recommendation-letter.ts';

export const dropoutRoutes = routesPlugin('dropout', ({ printing }) => [
  route({
    method: 'POST',
    url: '/DropOut',
    summary: 'Record that an active student of the caller’s scope dropped out: off the active lists until reverted',
    access: 'dropout:write',
    body: DropoutBodySchema,
    response: DropoutSchema,
    status: 201,
    handler: ({ write, body }) => recordDropout(write(), body),
  }),
  route({
    method: 'GET',
    url: '/DropOut',
    summary: 'The dropouts in scope, newest first: an array, or one page when page is given',
    access: 'dropout:read',
    query: DropoutListQuerySchema,
    response: z.union([z.array(DropoutSchema), pageSchema(DropoutSchema)]),
    handler: ({ read, query }) => listDropouts(read(), query),
  }),
  fiscalYearCountsRoute({
    url: '/DropOut/GetDropoutOfFiscalYear',
    summary: 'Per program, the dropouts of each of the last five fiscal years, with the reports’ filters',
    title: 'Dropout in the last five fiscal years',
    access: ['dropout:read', 'report:read'],
    compute: dropoutsOfFiscalYears,
    print: printing,
    // Each dropout's program is its student's: for the country, thousands joined with 600,000.
    snapshot: 'dropouts-of-fiscal-years',
  }),
  route({
    method: 'GET',
    url: '/DropOut/:id',
    summary: 'One dropout (the letter reads studentName and reason)',
    access: 'dropout:read',
    params: IdParamsSchema,
    response: DropoutSchema,
    handler: ({ read, params }) => getDropout(read(), params.id),
  }),
  route({
    method: 'DELETE',
    url: '/DropOut/:id',
    summary: 'Revert a dropout: the student returns to the active lists',
    access: 'dropout:write',
    params: IdParamsSchema,
    response: MessageResponseSchema,
    handler: ({ write, params }) => revertDropout(write(), params.id),
  }),
  recordDocumentRoute({
    url: '/DropOut/:id/RecommendationLetter/pdf',
    summary: 'The dropout’s recommendation letter as a verifiable PDF (printing again revokes the earlier code)',
    access: 'dropout:read',
    print: printing,
    send: sendRecommendationLetter,
  }),
]);
