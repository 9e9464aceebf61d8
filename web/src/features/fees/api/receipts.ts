/**
 * Receipts (api-contract 5.10): the next number, issuing one (multipart), the campus's list, one
 * receipt, cancelling one with a reason, and its printed PDF.
 */
import { useQuery } from '@tanstack/react-query';
import type { Page, ReceiptDetail, ReceiptRow } from '@hemis/contracts';
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';

export const RECEIPTS_KEY = ['receipts'] as const;

/** GET Receipt/GetReceiptNo: the number the campus's next receipt of the fiscal year will take. */
export function useNextReceiptNo(fiscalYearId: string) {
  return useQuery({
    queryKey: [...RECEIPTS_KEY, 'next-no', fiscalYearId],
    queryFn: async () => {
      const [answer] = await apiRequest<{ nextReceiptNo: number }[]>('Receipt/GetReceiptNo', {
        query: { fiscalYearId },
      });
      return answer?.nextReceiptNo ?? 1;
    },
    enabled: Boolean(fiscalYearId),
  });
}

/** POST Receipt/GenerateReceipt: 201 with the new receipt's id and the number it took. */
export const useGenerateReceipt = () =>
  useInvalidatingMutation(
    (form: Record<string, FormValue>) =>
      apiRequest<{ id: number; receiptNo: number }>('Receipt/GenerateReceipt', { method: 'POST', form }),
    [RECEIPTS_KEY],
  );

export interface ReceiptFilters {
  fiscalYearId: string;
  status: string;
}

/** A page of the campus's receipts, newest number first. */
export function useReceiptPage(request: PageRequest, filters: ReceiptFilters) {
  return usePagedQuery([...RECEIPTS_KEY, 'page', request, filters], () =>
    apiRequest<Page<ReceiptRow>>('Receipt', {
      query: { ...pageQuery(request), fiscalYearId: filters.fiscalYearId, status: filters.status },
    }),
  );
}

export function useReceipt(id: number) {
  return useQuery({
    queryKey: [...RECEIPTS_KEY, 'one', id],
    queryFn: () => apiRequest<ReceiptDetail>(`Receipt/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Cancels a receipt with the reason; the number stays on the list, marked cancelled. */
export const useCancelReceipt = () =>
  useInvalidatingMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      apiRequest<ReceiptDetail>(`Receipt/${id}/cancel`, { method: 'POST', json: { reason } }),
    [RECEIPTS_KEY],
  );

/** The API path of a receipt's printed PDF (both copies on one page). */
export const receiptPdfPath = (id: number) => `Receipt/${id}/pdf`;
