/**
 * A campus's books (issue #30): the chart of accounts, vouchers with their three approvals and
 * reversals, and the fiscal years of the books with their closing. Rules live in the services
 * beside this file; each entry here names its schemas and access.
 */
import {
  AccountLedgerBodySchema,
  AccountLedgerSchema,
  AccountSubGroupBodySchema,
  AccountSubGroupSchema,
  AccountSubLedgerBodySchema,
  AccountSubLedgerSchema,
  AccountYearQuerySchema,
  AccountYearSchema,
  ChartQuerySchema,
  CloseAccountYearBodySchema,
  IdParamsSchema,
  MessageResponseSchema,
  NoBodySchema,
  ReverseVoucherBodySchema,
  UpdateAccountLedgerBodySchema,
  UpdateAccountSubGroupBodySchema,
  UpdateAccountSubLedgerBodySchema,
  VoucherBodySchema,
  VoucherListQuerySchema,
  VoucherSchema,
  VoucherPageSchema,
  listOrPageSchema,
} from '@hemis/contracts';
import { z } from 'zod';
import { recordRoutes, route, routesPlugin, type RouteEntry } from '../../lib/route-table.ts';
import {
  createLedger,
  createSubGroup,
  createSubLedger,
  getLedger,
  listLedgers,
  listSubGroups,
  listSubLedgers,
  updateLedger,
  updateSubGroup,
  updateSubLedger,
} from './account-chart.service.ts';
import { closeAccountYear, listAccountYears } from './account-year.service.ts';
import { printVoucher } from './voucher-pdf.ts';
import {
  approveVoucher,
  discardVoucher,
  getVoucher,
  listVouchers,
  prepareVoucher,
  reverseVoucher,
  updateVoucher,
  verifyVoucher,
} from './voucher.service.ts';

/** A campus's staff keep their chart; the grants body keeps the standard chart. */
const CHART_WRITERS = ['accounts:chart', 'accounts:standard-chart'] as const;

/**
 * The books' reads are records, not a report's figures: said so, since their paths ("Account…")
 * read like a report's to the bench's check.
 */
const notReportFigures = (entries: RouteEntry[]) =>
  entries.map((entry) => (entry.method === 'GET' ? { ...entry, report: false } : entry));

export const accountsRoutes = routesPlugin('accounts', ({ printing }) =>
  notReportFigures([
    ...recordRoutes({
      path: '/AccountSubGroup',
      item: AccountSubGroupSchema,
      list: {
        summary: 'The sub-groups of a campus’s chart (the standard chart’s and its own), or of the standard chart',
        access: 'accounts:read',
        query: ChartQuerySchema,
        response: listOrPageSchema(AccountSubGroupSchema),
        read: listSubGroups,
      },
      create: {
        summary: 'Add a sub-group to the campus’s chart, or (the grants body) to the standard chart',
        access: [...CHART_WRITERS],
        body: AccountSubGroupBodySchema,
        write: createSubGroup,
      },
      update: {
        method: 'PATCH',
        summary: 'Rename, recode or deactivate a sub-group of the chart the caller keeps',
        access: [...CHART_WRITERS],
        body: UpdateAccountSubGroupBodySchema,
        write: updateSubGroup,
      },
    }),
    ...recordRoutes({
      path: '/AccountLedger',
      item: AccountLedgerSchema,
      list: {
        summary: 'The ledgers of a campus’s chart (the standard chart’s and its own), or of the standard chart',
        access: 'accounts:read',
        query: ChartQuerySchema,
        response: listOrPageSchema(AccountLedgerSchema),
        read: listLedgers,
      },
      get: {
        summary: 'One ledger of the standard chart or of a campus in scope',
        access: 'accounts:read',
        read: getLedger,
      },
      create: {
        summary: 'Add a ledger to the campus’s chart, or (the grants body) to the standard chart',
        access: [...CHART_WRITERS],
        body: AccountLedgerBodySchema,
        write: createLedger,
      },
      update: {
        method: 'PATCH',
        summary:
          'Change a ledger of the chart the caller keeps (its finance head, for budget against actual), or deactivate it',
        access: [...CHART_WRITERS],
        body: UpdateAccountLedgerBodySchema,
        write: updateLedger,
      },
    }),
    ...recordRoutes({
      path: '/AccountSubLedger',
      item: AccountSubLedgerSchema,
      list: {
        summary: 'A campus’s sub-ledgers',
        access: 'accounts:read',
        query: ChartQuerySchema,
        response: listOrPageSchema(AccountSubLedgerSchema),
        read: listSubLedgers,
      },
      create: {
        summary: 'Add a sub-ledger of the campus under a ledger of its chart',
        access: 'accounts:chart',
        body: AccountSubLedgerBodySchema,
        write: createSubLedger,
      },
      update: {
        method: 'PATCH',
        summary: 'Rename, recode or deactivate a sub-ledger of the campus',
        access: 'accounts:chart',
        body: UpdateAccountSubLedgerBodySchema,
        write: updateSubLedger,
      },
    }),
    route({
      method: 'GET',
      url: '/Voucher',
      summary: 'The vouchers of the caller’s scope, filtered, sorted and paged',
      access: 'accounts:read',
      query: VoucherListQuerySchema,
      response: VoucherPageSchema,
      handler: ({ read, query }) => listVouchers(read(), query),
    }),
    route({
      method: 'GET',
      url: '/Voucher/:id',
      summary: 'A voucher with its lines and what the caller may do next',
      access: 'accounts:read',
      params: IdParamsSchema,
      response: VoucherSchema,
      handler: ({ read, params }) => getVoucher(read(), params.id),
    }),
    route({
      method: 'POST',
      url: '/Voucher',
      summary: 'Prepare a Journal or Payment voucher of the user’s campus',
      access: 'voucher:prepare',
      body: VoucherBodySchema,
      response: VoucherSchema,
      status: 201,
      handler: ({ write, body }) => prepareVoucher(write(), body),
    }),
    route({
      method: 'PUT',
      url: '/Voucher/:id',
      summary: 'Rewrite a voucher still prepared (not yet verified); its lines are replaced',
      access: 'voucher:prepare',
      params: IdParamsSchema,
      body: VoucherBodySchema,
      response: VoucherSchema,
      handler: ({ write, params, body }) => updateVoucher(write(), params.id, body),
    }),
    route({
      method: 'DELETE',
      url: '/Voucher/:id',
      summary: 'Discard a voucher not yet approved',
      access: 'voucher:prepare',
      params: IdParamsSchema,
      response: MessageResponseSchema,
      handler: ({ write, params }) => discardVoucher(write(), params.id),
    }),
    route({
      method: 'POST',
      url: '/Voucher/:id/Verify',
      summary: 'Verify a prepared voucher (someone other than who prepared it)',
      access: 'voucher:verify',
      params: IdParamsSchema,
      body: NoBodySchema,
      response: VoucherSchema,
      handler: ({ write, params }) => verifyVoucher(write(), params.id),
    }),
    route({
      method: 'POST',
      url: '/Voucher/:id/Approve',
      summary: 'Approve a verified voucher (a third user): it takes its number and is posted',
      access: 'voucher:approve',
      params: IdParamsSchema,
      body: NoBodySchema,
      response: VoucherSchema,
      handler: ({ write, params }) => approveVoucher(write(), params.id),
    }),
    route({
      method: 'POST',
      url: '/Voucher/:id/Reverse',
      summary: 'Prepare the reversal of an approved voucher, with the reason',
      access: 'voucher:prepare',
      params: IdParamsSchema,
      body: ReverseVoucherBodySchema,
      response: VoucherSchema,
      status: 201,
      handler: ({ write, params, body }) => reverseVoucher(write(), params.id, body),
    }),
    route({
      method: 'GET',
      url: '/Voucher/:id/pdf',
      summary: 'The printed voucher, with a verification code',
      access: 'accounts:read',
      params: IdParamsSchema,
      handler: ({ write, reply, params }) => printVoucher(write(), reply, printing, params.id),
    }),
    route({
      method: 'GET',
      url: '/AccountYear',
      summary: 'The fiscal years of a campus’s books: closed or open, and vouchers awaiting approval',
      access: 'accounts:read',
      query: AccountYearQuerySchema,
      response: z.array(AccountYearSchema),
      handler: ({ read, query }) => listAccountYears(read(), query),
    }),
    route({
      method: 'POST',
      url: '/AccountYear/Close',
      summary: 'Close a fiscal year of the campus’s books, carrying its balances into the next',
      access: 'accounts:close-year',
      body: CloseAccountYearBodySchema,
      response: AccountYearSchema,
      handler: ({ write, body }) => closeAccountYear(write(), body),
    }),
  ]),
);
