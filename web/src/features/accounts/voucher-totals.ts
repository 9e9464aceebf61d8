/**
 * A voucher's running totals as its form holds the lines (typed text): debits and credits summed
 * exactly in paisa (bigint, never floating numbers), the difference, and whether the voucher
 * balances, so the form can show the figures and hold its submit while they differ.
 */
import { fromPaisa, toPaisa } from '@hemis/contracts';

/** A line as the form holds it. */
export interface VoucherLineValues {
  ledgerId: string;
  subLedgerId: string;
  debit: string;
  credit: string;
  narration: string;
}

export const EMPTY_LINE: VoucherLineValues = { ledgerId: '', subLedgerId: '', debit: '', credit: '', narration: '' };

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** Paisa of an amount as typed; 0 for blank, undefined for text that is not an amount. */
export function typedPaisa(text: string): bigint | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (!trimmed) return 0n;
  return AMOUNT.test(trimmed) ? toPaisa(trimmed) : undefined;
}

export interface VoucherTotals {
  debit: string;
  credit: string;
  /** Debits less credits. */
  difference: string;
  /** Every amount reads as one and the two sides are equal and more than nothing. */
  balanced: boolean;
  /** Some amount is not a number with at most two decimals. */
  unreadable: boolean;
}

export function voucherTotals(lines: readonly Pick<VoucherLineValues, 'debit' | 'credit'>[]): VoucherTotals {
  let debit = 0n;
  let credit = 0n;
  let unreadable = false;
  for (const line of lines) {
    const lineDebit = typedPaisa(line.debit ?? '');
    const lineCredit = typedPaisa(line.credit ?? '');
    if (lineDebit === undefined || lineCredit === undefined) unreadable = true;
    debit += lineDebit ?? 0n;
    credit += lineCredit ?? 0n;
  }
  return {
    debit: fromPaisa(debit),
    credit: fromPaisa(credit),
    difference: fromPaisa(debit - credit),
    balanced: !unreadable && debit === credit && debit > 0n,
    unreadable,
  };
}

/** A voucher's line as the API takes it: blank sides and sub-ledgers left out, amounts as typed (without commas). */
export function lineBody(line: VoucherLineValues) {
  const amount = (text: string) => (text.trim() ? text.trim().replace(/,/g, '') : undefined);
  return {
    ledgerId: Number(line.ledgerId),
    subLedgerId: line.subLedgerId ? Number(line.subLedgerId) : undefined,
    debit: amount(line.debit),
    credit: amount(line.credit),
    narration: line.narration.trim() || undefined,
  };
}
