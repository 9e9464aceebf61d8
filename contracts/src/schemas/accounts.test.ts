import { describe, expect, it } from 'vitest';
import { fromPaisa, toPaisa, VoucherBodySchema } from './accounts.ts';

describe('amounts in paisa', () => {
  it('reads decimal strings exactly, signs and missing places included', () => {
    expect(toPaisa('1250.5')).toBe(125050n);
    expect(toPaisa('0.07')).toBe(7n);
    expect(toPaisa('-150.50')).toBe(-15050n);
    expect(toPaisa('12')).toBe(1200n);
    expect(toPaisa('99999999999999.99')).toBe(9999999999999999n);
  });

  it('writes paisa back with two places and a sign', () => {
    expect(fromPaisa(125050n)).toBe('1250.50');
    expect(fromPaisa(-7n)).toBe('-0.07');
    expect(fromPaisa(0n)).toBe('0.00');
    for (const amount of ['0.10', '-150.50', '123456789012.34']) expect(fromPaisa(toPaisa(amount))).toBe(amount);
  });
});

describe('a voucher as sent', () => {
  const voucher = (lines: unknown[]) => ({
    fiscalYearId: 1,
    voucherType: 'Payment',
    dateBs: '2082-05-01',
    narration: 'Electricity',
    lines,
  });

  it('balances in paisa where floating numbers would not (0.1 + 0.2 against 0.3)', () => {
    const parsed = VoucherBodySchema.safeParse(
      voucher([
        { ledgerId: 1, debit: '0.1' },
        { ledgerId: 2, debit: '0.2' },
        { ledgerId: 3, credit: '0.3' },
      ]),
    );
    expect(parsed.success).toBe(true);
  });

  it('is refused when its debits and credits differ, or a line is both or neither', () => {
    const unbalanced = VoucherBodySchema.safeParse(
      voucher([
        { ledgerId: 1, debit: '100' },
        { ledgerId: 2, credit: '99.99' },
      ]),
    );
    expect(unbalanced.error?.issues.map((issue) => issue.message)).toEqual(['Debits and credits must be equal']);
    const both = VoucherBodySchema.safeParse(voucher([{ ledgerId: 1, debit: '100', credit: '100' }, { ledgerId: 2 }]));
    expect(both.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['A line is a debit or a credit, not both', 'Each line is a debit or a credit']),
    );
  });
});
