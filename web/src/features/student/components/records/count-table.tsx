/**
 * The table of a count report (students by district, by program major, per campus program):
 * every row of the report on one page, headings grouped where the report groups them
 * (Gender: M/F/O/Total), and the totals row last, set apart.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface CountColumn<T> {
  id: string;
  header: string;
  /** Columns next to each other with the same group share one heading above theirs. */
  group?: string;
  value: (row: T) => ReactNode;
  numeric?: boolean;
}

export interface CountTableProps<T> {
  label: string;
  columns: readonly CountColumn<T>[];
  rows: readonly T[] | undefined;
  /** The totals row, shown last in bold. */
  totals?: T | undefined;
  loading: boolean;
  error: boolean;
  emptyText: string;
  /** Numbers the rows (S.No.) when set. */
  numbered?: boolean;
}

/** Runs of columns with their group heading; a column without a group spans both heading rows. */
function groupsOf<T>(columns: readonly CountColumn<T>[]) {
  const groups: { group: string | undefined; columns: CountColumn<T>[] }[] = [];
  for (const column of columns) {
    const last = groups.at(-1);
    if (last && column.group !== undefined && last.group === column.group) last.columns.push(column);
    else groups.push({ group: column.group, columns: [column] });
  }
  return groups;
}

export function CountTable<T>({
  label,
  columns,
  rows,
  totals,
  loading,
  error,
  emptyText,
  numbered = false,
}: CountTableProps<T>) {
  const grouped = columns.some((column) => column.group !== undefined);
  const groups = groupsOf(columns);
  const span = grouped ? 2 : 1;
  if (error) return <Alert severity="error">Could not load the report.</Alert>;
  return (
    <>
      {loading ? <LinearProgress aria-label={`Loading ${label}`} /> : undefined}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {numbered ? <TableCell rowSpan={span}>S.No.</TableCell> : undefined}
              {groups.map((group) =>
                group.group === undefined ? (
                  group.columns.map((column) => (
                    <TableCell key={column.id} rowSpan={span} align={column.numeric ? 'right' : 'left'}>
                      {column.header}
                    </TableCell>
                  ))
                ) : (
                  <TableCell key={`group-${group.columns[0]!.id}`} colSpan={group.columns.length} align="center">
                    {group.group}
                  </TableCell>
                ),
              )}
            </TableRow>
            {grouped ? (
              <TableRow>
                {groups
                  .filter((group) => group.group !== undefined)
                  .flatMap((group) =>
                    group.columns.map((column) => (
                      <TableCell key={column.id} align="right">
                        {column.header}
                      </TableCell>
                    )),
                  )}
              </TableRow>
            ) : undefined}
          </TableHead>
          <TableBody>
            {!loading && (rows ?? []).length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + (numbered ? 1 : 0)} align="center">
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : undefined}
            {(rows ?? []).map((row, index) => (
              <TableRow key={index} hover>
                {numbered ? <TableCell>{index + 1}</TableCell> : undefined}
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.numeric ? 'right' : 'left'}>
                    {column.value(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {totals && (rows ?? []).length > 0 ? (
              <TableRow sx={{ '& td': { fontWeight: 'bold' } }}>
                {numbered ? <TableCell /> : undefined}
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.numeric ? 'right' : 'left'}>
                    {column.value(totals)}
                  </TableCell>
                ))}
              </TableRow>
            ) : undefined}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
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
