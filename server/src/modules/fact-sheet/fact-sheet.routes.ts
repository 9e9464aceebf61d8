/**
 * The campus fact sheet (api-contract 8.8): a campus's sheet at the reader's scope and as a
 * verifiable PDF, the list of the campuses' sheets with their headline figures, and the public
 * sheet of an active campus (no sign-in, no personal data) with its PDF, each public route
 * limited per address like the public check of documents.
 */
import {
  FACT_SHEET_MESSAGES as M,
  FactSheetListQuerySchema,
  FactSheetListSchema,
  FactSheetParamsSchema,
  FactSheetQuerySchema,
  FactSheetSchema,
  PublicFactSheetSchema,
} from '@hemis/contracts';
import { addressKey } from '../../lib/rate-limit.ts';
import { RequestBudget } from '../../lib/request-budget.ts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import {
  factSheet,
  factSheetList,
  publicFactSheet,
  sendFactSheetPdf,
  sendPublicFactSheetPdf,
} from './fact-sheet.service.ts';

/** Public sheets one address may read in a minute, and PDFs it may have printed (each takes the server longer). */
const PUBLIC_SHEETS_PER_MINUTE = 60;
const PUBLIC_PDFS_PER_MINUTE = 10;

export const factSheetRoutes = routesPlugin('fact-sheet', (app) => {
  const print = app.printing;
  const sheets = new RequestBudget(PUBLIC_SHEETS_PER_MINUTE, M.tooManyRequests);
  const pdfs = new RequestBudget(PUBLIC_PDFS_PER_MINUTE, M.tooManyRequests);
  return [
    route({
      method: 'GET',
      url: '/FactSheet',
      summary:
        'The campuses of the caller’s scope (or one university of it) with their students enrolled and graduated in the fiscal year and their staff: searched by name, sorted, paged',
      access: 'factsheet:read',
      report: true,
      query: FactSheetListQuerySchema,
      response: FactSheetListSchema,
      handler: ({ read, query }) => factSheetList(read(), query),
    }),
    route({
      method: 'GET',
      url: '/FactSheet/:campusId',
      summary:
        'A campus’s fact sheet: its details, students enrolled and graduated in the fiscal year by program and gender, staff by post and gender, infrastructure',
      access: 'factsheet:read',
      report: false,
      reads: 'reports',
      params: FactSheetParamsSchema,
      query: FactSheetQuerySchema,
      response: FactSheetSchema,
      handler: ({ read, params, query }) => factSheet(read(), params.campusId, query),
    }),
    route({
      method: 'GET',
      url: '/FactSheet/:campusId/pdf',
      summary: 'A campus’s fact sheet as a verifiable PDF under the campus’s header',
      access: 'factsheet:read',
      report: false,
      reads: 'reports',
      params: FactSheetParamsSchema,
      query: FactSheetQuerySchema,
      handler: ({ read, write, reply, params, query }) =>
        sendFactSheetPdf(read(), write(), reply, print, params.campusId, query),
    }),
    route({
      method: 'GET',
      url: '/public/FactSheet/:campusId',
      summary:
        'The public fact sheet of an active campus: its official address, phone, email and website and its figures; no person’s name or contacts',
      access: 'public',
      report: false,
      reads: 'reports',
      params: FactSheetParamsSchema,
      query: FactSheetQuerySchema,
      response: PublicFactSheetSchema,
      handler: ({ request, read, params, query }) => {
        sheets.spend(addressKey(request.ip));
        return publicFactSheet(read(), params.campusId, query);
      },
    }),
    route({
      method: 'GET',
      url: '/public/FactSheet/:campusId/pdf',
      summary: 'The public fact sheet of an active campus as a PDF under the campus’s header',
      access: 'public',
      report: false,
      reads: 'reports',
      params: FactSheetParamsSchema,
      query: FactSheetQuerySchema,
      handler: ({ request, read, reply, params, query }) => {
        pdfs.spend(addressKey(request.ip));
        return sendPublicFactSheetPdf(read(), reply, print, params.campusId, query);
      },
    }),
  ];
});
