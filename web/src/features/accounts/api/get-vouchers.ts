/** GET Voucher: one page of the vouchers of a type, filtered by campus, fiscal year, status, dates and search. */
import type { Page, PreparedVoucherType, VoucherSummary } from '@hemis/contracts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { VOUCHERS_KEY } from './keys.ts';

export interface VoucherFilters {
  campusId: string;
  fiscalYearId: string;
  status: string;
  fromDate: string;
  toDate: string;
}

export const NO_VOUCHER_FILTERS: VoucherFilters = {
  campusId: '',
  fiscalYearId: '',
  status: '',
  fromDate: '',
  toDate: '',
};

export function getVoucherPage(
  voucherType: PreparedVoucherType,
  request: PageRequest,
  filters: VoucherFilters,
): Promise<Page<VoucherSummary>> {
  return apiRequest<Page<VoucherSummary>>('Voucher', {
    query: {
      ...pageQuery(request),
      voucherType,
      campusId: filters.campusId || undefined,
      fiscalYearId: filters.fiscalYearId || undefined,
      status: filters.status || undefined,
      fromDate: filters.fromDate || undefined,
      toDate: filters.toDate || undefined,
    },
  });
}

export function useVoucherPage(voucherType: PreparedVoucherType, request: PageRequest, filters: VoucherFilters) {
  return usePagedQuery([...VOUCHERS_KEY, 'page', voucherType, request, filters], () =>
    getVoucherPage(voucherType, request, filters),
  );
}
