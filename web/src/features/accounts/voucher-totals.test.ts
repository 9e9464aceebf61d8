import { describe, expect, it } from 'vitest';
import { VoucherBodySchema } from '@hemis/contracts';
import { EMPTY_LINE, lineBody, typedPaisa, voucherTotals } from './voucher-totals.ts';

const line = (debit: string, credit: string) => ({ debit, credit });

describe('a voucher form’s totals', () => {
  it('sums amounts exactly in paisa where floating numbers would drift', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; ten lines of 0.10 are exactly 1.00.
    const totals = voucherTotals([line('0.1', ''), line('0.2', ''), line('', '0.30')]);
    expect(totals).toEqual({ debit: '0.30', credit: '0.30', difference: '0.00', balanced: true, unreadable: false });
    const tenDimes = voucherTotals([...Array.from({ length: 10 }, () => line('0.10', '')), line('', '1')]);
    expect(tenDimes.balanced).toBe(true);
    expect(voucherTotals([line('9999999999999.99', ''), line('', '9999999999999.99')]).debit).toBe('9999999999999.99');
  });

  it('shows the difference as debits less credits and holds an unbalanced voucher', () => {
    expect(voucherTotals([line('1250.50', ''), line('', '1000')])).toMatchObject({
      debit: '1250.50',
      credit: '1000.00',
      difference: '250.50',
      balanced: false,
    });
    expect(voucherTotals([line('10', ''), line('', '10.01')]).difference).toBe('-0.01');
  });

  it('does not call an empty voucher, or one with an amount that is not a number, balanced', () => {
    expect(voucherTotals([EMPTY_LINE, EMPTY_LINE]).balanced).toBe(false);
    const typo = voucherTotals([line('12a', ''), line('', '12')]);
    expect(typo).toMatchObject({ balanced: false, unreadable: true, debit: '0.00' });
    expect(voucherTotals([line('1.234', ''), line('', '1.234')]).unreadable).toBe(true);
    expect(typedPaisa('1,500.5')).toBe(150050n);
    expect(typedPaisa('-5')).toBeUndefined();
  });

  it('sends lines the contract’s schema accepts, blank sides and sub-ledgers left out', () => {
    const lines = [
      { ...EMPTY_LINE, ledgerId: '7', debit: '1,500.50', narration: ' rent ' },
      { ...EMPTY_LINE, ledgerId: '3', subLedgerId: '12', credit: '1500.5' },
    ].map(lineBody);
    expect(lines).toEqual([
      { ledgerId: 7, subLedgerId: undefined, debit: '1500.50', credit: undefined, narration: 'rent' },
      { ledgerId: 3, subLedgerId: 12, debit: undefined, credit: '1500.5', narration: undefined },
    ]);
    const parsed = VoucherBodySchema.safeParse({
      fiscalYearId: 1,
      voucherType: 'Payment',
      dateBs: '2082-04-10',
      narration: 'Rent',
      lines,
    });
    expect(parsed.success).toBe(true);
  });
});
