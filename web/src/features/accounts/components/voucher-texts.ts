/** What the two voucher screens say of their type. */
import type { PreparedVoucherType } from '@hemis/contracts';

export const VOUCHER_TYPE_TEXTS: Record<
  PreparedVoucherType,
  { title: string; name: string; plural: string; hint: string }
> = {
  Journal: {
    title: 'Journal Vouchers',
    name: 'Journal Voucher',
    plural: 'journal vouchers',
    hint: 'A journal voucher moves amounts between ledgers without touching cash or bank.',
  },
  Payment: {
    title: 'Payment Vouchers',
    name: 'Payment Voucher',
    plural: 'payment vouchers',
    hint: 'Debit what is paid for, and credit the cash or bank ledger the payment is made from.',
  },
};
