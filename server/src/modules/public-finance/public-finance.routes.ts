/**
 * Public finance routes (api-contract 5.11): the finance heads at FinanceHead, a campus's
 * income and expenditure entries at IncomeExpenditureEntry. The contract has no DELETE: an
 * entry made by mistake is cancelled with a reason at `{id}/cancel`; each change keeps the
 * entry's previous version, read at `{id}/versions`; the evidence documents are read only here,
 * within the entry's scope.
 */
import { z } from 'zod';
import {
  CancelIncomeExpenditureEntryBodySchema,
  CreateFinanceHeadBodySchema,
  CreateIncomeExpenditureEntryBodySchema,
  EntryVersionParamsSchema,
  FinanceHeadSchema,
  IdParamsSchema,
  IncomeExpenditureEntryListQuerySchema,
  IncomeExpenditureEntrySchema,
  IncomeExpenditureEntryVersionSchema,
  UpdateFinanceHeadBodySchema,
  UpdateIncomeExpenditureEntryBodySchema,
  listOrPageSchema,
} from '@hemis/contracts';
import { createRecord, findRecord, listRecords, updateRecord } from '../../lib/records.ts';
import { recordRoutes, route, routesPlugin } from '../../lib/route-table.ts';
import {
  cancelEntry,
  createEntry,
  entryVersions,
  financeHeadColumns,
  financeHeadStore,
  getEntry,
  listEntries,
  sendEvidence,
  toFinanceHead,
  updateEntry,
} from './public-finance.service.ts';

const ENTRIES = '/IncomeExpenditureEntry';

export const publicFinanceRoutes = routesPlugin('public-finance', (app) => {
  const { fileStore } = app;
  return [
    ...recordRoutes({
      path: '/FinanceHead',
      item: FinanceHeadSchema,
      list: {
        summary: 'The heads of income and of operating and capital expenditure, by type and code',
        access: 'finance-head:read',
        response: z.array(FinanceHeadSchema),
        read: async (context) => (await listRecords(context, financeHeadStore)).map(toFinanceHead),
      },
      get: {
        summary: 'One finance head',
        access: 'finance-head:read',
        read: async (context, id) => toFinanceHead(await findRecord(context, financeHeadStore, id)),
      },
      create: {
        summary: 'Add a finance head; its code is unique (409)',
        access: 'finance-head:write',
        body: CreateFinanceHeadBodySchema,
        write: async (context, body) =>
          toFinanceHead(await createRecord(context, financeHeadStore, financeHeadColumns(body))),
      },
      update: {
        method: 'PUT',
        summary: 'Update a finance head (multipart; expenditureType "null" for an income head)',
        access: 'finance-head:write',
        body: UpdateFinanceHeadBodySchema,
        write: async (context, id, body) =>
          toFinanceHead(await updateRecord(context, financeHeadStore, id, financeHeadColumns(body))),
      },
    }),
    ...recordRoutes({
      path: ENTRIES,
      item: IncomeExpenditureEntrySchema,
      list: {
        summary:
          'The income and expenditure entries of the caller’s scope that stand, newest first unless sorted, by fiscal year, head type, head or campus, found by head, campus or remarks (cancelled=true: the cancelled ones); an array, or one page with its totals when page or pageSize is given',
        access: 'finance-entry:read',
        query: IncomeExpenditureEntryListQuerySchema,
        response: listOrPageSchema(IncomeExpenditureEntrySchema),
        read: listEntries,
      },
      get: {
        summary: 'One income or expenditure entry, cancelled or not',
        access: 'finance-entry:read',
        read: getEntry,
      },
      create: {
        summary: 'Record an income or expenditure entry of the campus (multipart, with its evidence document)',
        access: 'finance-entry:write',
        body: CreateIncomeExpenditureEntryBodySchema,
        write: (context, body) => createEntry(context, fileStore, body),
      },
      update: {
        method: 'PUT',
        summary:
          'Change an entry of the campus: what it said is kept as a version with the optional reason; a cancelled one answers 409',
        access: 'finance-entry:write',
        body: UpdateIncomeExpenditureEntryBodySchema,
        write: (context, id, body) => updateEntry(context, fileStore, id, body),
      },
    }),
    route({
      method: 'POST',
      url: `${ENTRIES}/:id/cancel`,
      summary: 'Cancel an entry made by mistake, with a reason: it leaves the lists and totals and is kept',
      access: 'finance-entry:write',
      params: IdParamsSchema,
      body: CancelIncomeExpenditureEntryBodySchema,
      response: IncomeExpenditureEntrySchema,
      handler: ({ write, params, body }) => cancelEntry(write(), params.id, body),
    }),
    route({
      method: 'GET',
      url: `${ENTRIES}/:id/versions`,
      summary: 'What an entry said before each change, oldest first, with who changed it, when and why',
      access: 'finance-entry:read',
      params: IdParamsSchema,
      response: z.array(IncomeExpenditureEntryVersionSchema),
      handler: ({ read, params }) => entryVersions(read(), params.id),
    }),
    route({
      method: 'GET',
      url: `${ENTRIES}/:id/evidence`,
      summary: 'The entry’s evidence document (a private file), within the entry’s scope',
      access: 'finance-entry:read',
      params: IdParamsSchema,
      handler: ({ read, reply, params }) => sendEvidence(read(), fileStore, reply, params.id),
    }),
    route({
      method: 'GET',
      url: `${ENTRIES}/:id/versions/:versionId/evidence`,
      summary: 'The evidence document an earlier version of the entry kept',
      access: 'finance-entry:read',
      params: EntryVersionParamsSchema,
      handler: ({ read, reply, params }) => sendEvidence(read(), fileStore, reply, params.id, params.versionId),
    }),
  ];
});
