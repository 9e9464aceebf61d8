/**
 * Budgets (issue #30): the grants body's, universities' and campuses' budget lines by finance
 * head, their revisions, and budget against actual read from the books at a campus, a
 * university or the country, as JSON or with `?format=pdf|xlsx|csv` as a file.
 */
import { z } from 'zod';
import {
  BudgetActualsQuerySchema,
  BudgetActualsSchema,
  BudgetBodySchema,
  BudgetLineSchema,
  BudgetListQuerySchema,
  BudgetRevisionSchema,
  IdParamsSchema,
  ReviseBudgetBodySchema,
  applicableId,
  listOrPageSchema,
  type BudgetActuals,
  type BudgetActualsQuery,
  type BudgetActualsRow,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { downloadableReportRoute, type ReportRouteColumn } from '../../lib/report-route.ts';
import { route, routesPlugin } from '../../lib/route-table.ts';
import {
  budgetActuals,
  budgetRevisions,
  createBudgetLine,
  getBudgetLine,
  listBudgetLines,
  reviseBudgetLine,
} from './budget.service.ts';

/** A row of the file: a head's, or the totals'. */
type ActualsFileRow = Omit<BudgetActualsRow, 'headCode' | 'headType'> & { headCode: number | ''; headType: string };

const ACTUALS_COLUMNS: ReportRouteColumn<ActualsFileRow>[] = [
  { header: 'Code', value: (row) => row.headCode },
  { header: 'Head', value: (row) => row.headName, weight: 3 },
  { header: 'Type', value: (row) => row.headType, weight: 1.2 },
  { header: 'Budget (Rs.)', value: (row) => row.budget, weight: 1.5 },
  { header: 'Allocated (Rs.)', value: (row) => row.allocated, weight: 1.5 },
  { header: 'Actual (Rs.)', value: (row) => row.actual, weight: 1.5 },
  { header: 'Variance (Rs.)', value: (row) => row.variance, weight: 1.5 },
  { header: 'Utilisation (%)', value: (row) => (row.utilisation === null ? '' : row.utilisation.toFixed(1)) },
];

function actualsFileRows(answer: BudgetActuals): ActualsFileRow[] {
  return [
    ...answer.rows,
    {
      financeHeadId: 0,
      headCode: '',
      headName: 'Total',
      headType: '',
      ...answer.totals,
      utilisation: null,
    },
  ];
}

async function describeActuals(db: Db, query: BudgetActualsQuery): Promise<string[]> {
  const campusId = applicableId(query.campusId);
  const universityId = applicableId(query.universityId);
  const [fiscalYear, campus, university] = await Promise.all([
    db.fiscalYear.findUnique({ where: { id: query.fiscalYearId }, select: { yearNepali: true } }),
    campusId ? db.campus.findUnique({ where: { id: campusId }, select: { campusName: true } }) : null,
    universityId ? db.university.findUnique({ where: { id: universityId }, select: { name: true } }) : null,
  ]);
  return [
    `Fiscal year: ${fiscalYear?.yearNepali ?? ''} (B.S.)`,
    ...(campus ? [`Campus: ${campus.campusName}`] : university ? [`University: ${university.name}`] : []),
    'Actual: approved vouchers on the ledgers tied to each head, opening balances left out',
  ];
}

export const budgetRoutes = routesPlugin('budget', (app) => {
  const print = app.printing;
  return [
    route({
      method: 'GET',
      url: '/Budget',
      summary:
        'Budget lines of the caller’s scope (the grants body’s, universities’ and campus allocations; a university its own and its campuses’; a campus its allocations), by fiscal year, holder, university, campus and head, found by head or campus name; an array, or one page with its totals when page or pageSize is given',
      access: 'budget:read',
      query: BudgetListQuerySchema,
      response: listOrPageSchema(BudgetLineSchema),
      handler: ({ read, query }) => listBudgetLines(read(), query),
    }),
    {
      // It needs a fiscal year: the bench reads it apart from the reports it reads with no parameters.
      ...downloadableReportRoute({
        url: '/Budget/Actuals',
        summary:
          'Budget against actual for a fiscal year, by finance head, at a campus, a university or the country (the caller’s own unless narrowed by campusId or universityId): the budget, the allocations to campuses, the actual amount from the approved vouchers on the ledgers tied to each head, the variance and the utilisation',
        title: 'Budget against actual',
        access: 'budget:read',
        query: BudgetActualsQuerySchema,
        response: BudgetActualsSchema,
        compute: budgetActuals,
        fileRows: actualsFileRows,
        columns: ACTUALS_COLUMNS,
        describe: describeActuals,
        print,
      }),
      report: false,
      reads: 'reports',
    },
    route({
      method: 'GET',
      url: '/Budget/:id',
      summary: 'One budget line of the caller’s scope, with its first amount and how many times it was revised',
      access: 'budget:read',
      params: IdParamsSchema,
      response: BudgetLineSchema,
      handler: ({ read, params }) => getBudgetLine(read(), params.id),
    }),
    route({
      method: 'POST',
      url: '/Budget',
      summary:
        'Add a budget line: the grants body’s (no university, no campus), a university’s (universityId; a university user’s own is implied) or an allocation to a campus (campusId); a second line of the same head, year and holder answers 409',
      access: 'budget:write',
      body: BudgetBodySchema,
      response: BudgetLineSchema,
      status: 201,
      handler: ({ write, body }) => createBudgetLine(write(), body),
    }),
    route({
      method: 'PATCH',
      url: '/Budget/:id',
      summary:
        'Revise a budget line’s amount with a reason: the amount before is kept with who revised it and when; the same amount answers 409',
      access: 'budget:write',
      params: IdParamsSchema,
      body: ReviseBudgetBodySchema,
      response: BudgetLineSchema,
      handler: ({ write, params, body }) => reviseBudgetLine(write(), params.id, body),
    }),
    route({
      method: 'GET',
      url: '/Budget/:id/Revisions',
      summary: 'A budget line’s revisions, oldest first: the amount before and after, the reason, who and when',
      access: 'budget:read',
      params: IdParamsSchema,
      response: z.array(BudgetRevisionSchema),
      handler: ({ read, params }) => budgetRevisions(read(), params.id),
    }),
  ];
});
