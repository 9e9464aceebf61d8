/** PATCH Budget/{id}: a new amount for a budget line, with the reason kept in its history. */
import type { BudgetLine, ReviseBudgetBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { BUDGET_KEY } from './get-budget-lines.ts';

export const reviseBudgetLine = ({ id, body }: { id: number; body: ReviseBudgetBody }) =>
  apiRequest<BudgetLine>(`Budget/${id}`, { method: 'PATCH', json: body });

export const useReviseBudgetLine = () => useInvalidatingMutation(reviseBudgetLine, [BUDGET_KEY]);
