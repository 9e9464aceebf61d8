import { describe, expect, it } from 'vitest';
import type { StaffSummaryRow } from '@hemis/contracts';
import { summaryTotals } from './staff-summary-totals.ts';

describe('summaryTotals', () => {
  it('sums every count column of the summary, the grand total included', () => {
    const rows = [
      {
        position: 'Lecturer',
        male: 1,
        female: 2,
        other: 0,
        permanentMale: 1,
        permanentFemale: 1,
        permanentTotal: 2,
        grandTotal: 3,
      },
      {
        position: 'Professor',
        male: 1,
        female: 0,
        other: 1,
        permanentMale: 1,
        partTimeOther: 1,
        partTimeTotal: 1,
        grandTotal: 2,
      },
    ] as unknown as StaffSummaryRow[];
    expect(summaryTotals(rows)).toMatchObject({
      permanentMale: 2,
      permanentTotal: 2,
      partTimeTotal: 1,
      contractTotal: 0,
      grandTotal: 5,
      female: 2,
    });
  });
});
