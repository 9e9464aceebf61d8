/**
 * The rows of a count report as data: its columns, the totals row summed from the rows, and
 * the report as CSV (written in the browser: a count report holds a row per district or
 * program, never more than a few hundred).
 */

export interface CountColumn<T> {
  id: string;
  header: string;
  /** Columns next to each other with the same group share one heading above theirs. */
  group?: string;
  value: (row: T) => string | number | null | undefined;
  numeric?: boolean;
}

/**
 * A CSV field, quoted when it holds a comma, a quote or a line break. Text a spreadsheet
 * would run as a formula (=, +, -, @ first) is kept as text with a leading apostrophe.
 */
function csvField(value: string | number | null | undefined): string {
  const raw = value === null || value === undefined ? '' : String(value);
  const text = typeof value === 'string' && /^[=+\-@]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The table as CSV (UTF-8 with a byte order mark, so spreadsheets read Nepali names right). */
export function countCsv<T>(columns: readonly CountColumn<T>[], rows: readonly T[], totals: T | undefined): string {
  const header = columns.map((column) => csvField(column.group ? `${column.group} ${column.header}` : column.header));
  const lines = [...rows, ...(totals ? [totals] : [])].map((row) =>
    columns.map((column) => csvField(column.value(row))).join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** Sums the numeric fields of rows into one totals row labelled in `labelField`. */
export function sumRows<T extends object>(rows: readonly T[], labelField: keyof T, label: string): T | undefined {
  if (rows.length === 0) return undefined;
  const totals: Record<string, unknown> = { [labelField]: label };
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (key !== labelField && typeof value === 'number') totals[key] = ((totals[key] as number) ?? 0) + value;
    }
  }
  return totals as T;
}
