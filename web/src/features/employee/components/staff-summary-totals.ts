/** The totals row of a staff summary: every count column summed over the rows. */
import { STAFF_SUMMARY_COLUMNS, type StaffSummaryRow } from '@hemis/contracts';

export function summaryTotals(rows: readonly StaffSummaryRow[]): Record<string, number> {
  const columns = [...STAFF_SUMMARY_COLUMNS, 'male', 'female', 'other', 'grandTotal'];
  return Object.fromEntries(
    columns.map((column) => [column, rows.reduce((sum, row) => sum + Number(row[column] ?? 0), 0)]),
  );
}
