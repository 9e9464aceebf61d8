/**
 * The signed-in student's dues and online payments (Student/Me/Dues, Student/Me/Payments/…).
 * The server works out the amount and signs the gateway's form; the web only carries the payer
 * there and back, keeping the form for /esewa in the tab's session storage. The staff read
 * their scope's payments (OnlinePayment) and ask the gateway about a pending one at once.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  GatewayRedirectDto,
  OnlinePaymentDto,
  OnlinePaymentRow,
  Page,
  PaymentStartDto,
  StudentDuesDto,
} from '@hemis/contracts';
import { apiRequest, downloadFile } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { RECEIPTS_KEY } from '../../fees/api/receipts.ts';

export const DUES_KEY = ['payments', 'my-dues'] as const;

export const getMyDues = () => apiRequest<StudentDuesDto>('Student/Me/Dues');
export const myDuesQueryOptions = () => queryOptions({ queryKey: DUES_KEY, queryFn: getMyDues });
export const useMyDues = () => useQuery(myDuesQueryOptions());

export const startEsewaPayment = () => apiRequest<PaymentStartDto>('Student/Me/Payments/esewa', { method: 'POST' });

export const confirmEsewaReturn = (data: string) =>
  apiRequest<OnlinePaymentDto>('Student/Me/Payments/esewa/success', { method: 'POST', json: { data } });

export const cancelEsewaReturn = (transactionUuid: string) =>
  apiRequest<OnlinePaymentDto>('Student/Me/Payments/esewa/failure', { method: 'POST', json: { transactionUuid } });

export const downloadReceipt = (receiptId: number, receiptNo: number | null) =>
  downloadFile(`Receipt/${receiptId}/pdf`, undefined, `receipt-${receiptNo ?? receiptId}.pdf`);

const GATEWAY_STORAGE_KEY = 'hemis.payment.gateway';

/** Keeps the gateway's form for the /esewa page (this tab only; it holds no personal data). */
export function keepGatewayForm(gateway: GatewayRedirectDto) {
  sessionStorage.setItem(GATEWAY_STORAGE_KEY, JSON.stringify(gateway));
}

/** The gateway's form kept by the dues screen (read without taking it: a render may be repeated). */
export function keptGatewayForm(): GatewayRedirectDto | null {
  const text = sessionStorage.getItem(GATEWAY_STORAGE_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as GatewayRedirectDto;
  } catch {
    return null;
  }
}

/** Forgets the kept form as the browser leaves for the gateway: going back or reloading does not post it again. */
export function forgetGatewayForm() {
  sessionStorage.removeItem(GATEWAY_STORAGE_KEY);
}

export const ONLINE_PAYMENTS_KEY = ['payments', 'online'] as const;

export interface OnlinePaymentFilters {
  status: string;
  fromDate: string;
  toDate: string;
}

/** A page of the online payments of the staff's scope, newest first unless sorted otherwise. */
export function useOnlinePaymentPage(request: PageRequest, filters: OnlinePaymentFilters) {
  return usePagedQuery([...ONLINE_PAYMENTS_KEY, 'page', request, filters], () =>
    apiRequest<Page<OnlinePaymentRow>>('OnlinePayment', { query: { ...pageQuery(request), ...filters } }),
  );
}

/** Asks the gateway now about a pending payment of the campus; a confirmed one comes back with its receipt. */
export const useRecheckPayment = () =>
  useInvalidatingMutation(
    (transactionUuid: string) =>
      apiRequest<OnlinePaymentRow>(`OnlinePayment/${encodeURIComponent(transactionUuid)}/recheck`, { method: 'POST' }),
    [ONLINE_PAYMENTS_KEY, RECEIPTS_KEY],
  );
