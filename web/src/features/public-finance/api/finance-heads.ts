/**
 * Finance heads (api-contract 5.11): GET /FinanceHead, POST /FinanceHead (JSON), PUT
 * /FinanceHead/{id} (multipart, expenditureType "null" for a head that is not an expenditure).
 */
import type { CreateFinanceHeadBodyParsed, FinanceHead } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQueryHook } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export const FINANCE_HEADS_KEY = ['finance-heads'] as const;

/** Every head, income first, by code. */
export const useFinanceHeads = listQueryHook<FinanceHead>(FINANCE_HEADS_KEY, 'FinanceHead');

export const useCreateFinanceHead = () =>
  useInvalidatingMutation(
    (body: CreateFinanceHeadBodyParsed) => apiRequest<FinanceHead>('FinanceHead', { method: 'POST', json: body }),
    [FINANCE_HEADS_KEY],
  );

export const useUpdateFinanceHead = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: CreateFinanceHeadBodyParsed }) =>
      apiRequest<FinanceHead>(`FinanceHead/${id}`, {
        method: 'PUT',
        form: {
          id,
          headCode: body.headCode,
          headType: body.headType,
          expenditureType: body.expenditureType ?? 'null',
          headName: body.headName,
          remarks: body.remarks ?? '',
        },
      }),
    [FINANCE_HEADS_KEY],
  );

/** The finance heads as choices: "21111 Salary". */
export function useFinanceHeadOptions() {
  return (useFinanceHeads().data ?? []).map((head) => ({
    value: String(head.id),
    label: `${head.headCode} ${head.headName}`,
  }));
}
