/**
 * The table of a count report (students by district, by program major, per campus program):
 * every row of the report on one page, headings grouped where the report groups them
 * (Gender: M/F/O/Total), the totals row last, set apart, and the same table as a CSV file.
 * The report is small (a row per district or program), so the CSV is written in the browser.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LoadingTable } from '../../../../components/list-table-view.tsx';
import { saveFile } from '../../../../lib/api-client.ts';
import { countCsv, type CountColumn } from './count-rows.ts';

export type { CountColumn } from './count-rows.ts';
export { sumRows } from './count-rows.ts';

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
  /** The name of the CSV file the Download CSV button saves. */
  csvName: string;
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
  csvName,
}: CountTableProps<T>) {
  const grouped = columns.some((column) => column.group !== undefined);
  const groups = groupsOf(columns);
  const span = grouped ? 2 : 1;
  if (error) return <Alert severity="error">Could not load the report.</Alert>;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button
          variant="outlined"
          disabled={loading || (rows ?? []).length === 0}
          onClick={() =>
            saveFile({
              name: csvName,
              blob: new Blob([countCsv(columns, rows ?? [], totals)], { type: 'text/csv;charset=utf-8' }),
            })
          }
        >
          Download CSV
        </Button>
      </Box>
      <LoadingTable label={label} loading={loading}>
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
      </LoadingTable>
    </>
  );
}
