/**
 * GET Budget/Actuals: budget against actual by head for the country, a university or a campus
 * (the caller's own scope unless narrowed), and the same figures as a file.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BudgetActuals, ReportFormat } from '@hemis/contracts';
import { apiRequest, downloadFile } from '../../../lib/api-client.ts';
import { BUDGET_KEY } from './get-budget-lines.ts';

export interface BudgetActualsRequest {
  fiscalYearId: string;
  universityId: string;
  campusId: string;
}

const actualsQuery = (request: BudgetActualsRequest) => ({
  fiscalYearId: request.fiscalYearId,
  universityId: request.universityId || undefined,
  campusId: request.campusId || undefined,
});

export const getBudgetActuals = (request: BudgetActualsRequest) =>
  apiRequest<BudgetActuals>('Budget/Actuals', { query: actualsQuery(request) });

export const budgetActualsQueryOptions = (request: BudgetActualsRequest) =>
  queryOptions({
    queryKey: [...BUDGET_KEY, 'actuals', actualsQuery(request)],
    queryFn: () => getBudgetActuals(request),
    enabled: request.fiscalYearId !== '',
  });

export const useBudgetActuals = (request: BudgetActualsRequest) => useQuery(budgetActualsQueryOptions(request));

export const downloadBudgetActuals = (request: BudgetActualsRequest, format: ReportFormat) =>
  downloadFile('Budget/Actuals', { ...actualsQuery(request), format }, `budget-against-actual.${format}`);
