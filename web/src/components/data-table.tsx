/**
 * The one list table: search, sorting by column, pagination (page sizes of spec section 9),
 * loading and empty states, and an Edit action per row that opens the screen's dialog.
 * Lists are small per campus, so search, sort and paging happen in the browser.
 */
import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@hemis/contracts';

export interface Column<T> {
  id: string;
  header: string;
  /** The cell; also what search and sort use when it is a string or a number. */
  value: (row: T) => string | number | null | undefined;
  render?: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  error?: string | undefined;
  emptyText?: string;
  /** Adds an Action column with an Edit button; `rowName` names the row for its label. */
  onEdit?: (row: T) => void;
  rowName?: (row: T) => string;
  /** More buttons of the Action column, after Edit (the subject's Groups/Major). */
  rowActions?: (row: T) => ReactNode;
  /** Filters beside the search box. */
  toolbar?: ReactNode;
}

type Direction = 'asc' | 'desc';

function compare(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), undefined, { numeric: true, sensitivity: 'base' });
}

export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  error,
  emptyText = 'No records found.',
  onEdit,
  rowName,
  rowActions,
  toolbar,
}: DataTableProps<T>) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ column: string; direction: Direction } | undefined>();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);

  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const found = (rows ?? []).filter(
      (row) =>
        !needle ||
        columns.some((column) =>
          String(column.value(row) ?? '')
            .toLowerCase()
            .includes(needle),
        ),
    );
    const sortColumn = sort && columns.find((column) => column.id === sort.column);
    if (!sortColumn || !sort) return found;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...found].sort((a, b) => factor * compare(sortColumn.value(a), sortColumn.value(b)));
  }, [rows, columns, search, sort]);

  const lastPage = Math.max(0, Math.ceil(visible.length / pageSize) - 1);
  const currentPage = Math.min(page, lastPage);
  const pageRows = visible.slice(currentPage * pageSize, currentPage * pageSize + pageSize);

  const toggleSort = (column: string) =>
    setSort((current) =>
      current?.column === column && current.direction === 'asc'
        ? { column, direction: 'desc' }
        : { column, direction: 'asc' },
    );

  const hasActions = Boolean(onEdit ?? rowActions);
  const columnCount = columns.length + 1 + (hasActions ? 1 : 0);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        {toolbar}
        <TextField
          size="small"
          type="search"
          label="Search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 220, ml: { sm: 'auto' } }}
        />
      </Box>
      {loading ? <LinearProgress aria-label={`Loading ${label}`} /> : undefined}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label} aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell>S.No.</TableCell>
              {columns.map((column) => (
                <TableCell key={column.id} sortDirection={sort?.column === column.id ? sort.direction : false}>
                  <TableSortLabel
                    active={sort?.column === column.id}
                    direction={sort?.column === column.id ? sort.direction : 'asc'}
                    onClick={() => toggleSort(column.id)}
                  >
                    {column.header}
                  </TableSortLabel>
                </TableCell>
              ))}
              {hasActions ? <TableCell>Action</TableCell> : undefined}
            </TableRow>
          </TableHead>
          <TableBody>
            {error ? (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ color: 'error.main' }}>
                  {error}
                </TableCell>
              </TableRow>
            ) : !loading && pageRows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount} align="center">
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : (
              pageRows.map((row, index) => (
                <TableRow key={rowKey(row)} hover>
                  <TableCell>{currentPage * pageSize + index + 1}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.id}>{column.render ? column.render(row) : column.value(row)}</TableCell>
                  ))}
                  {hasActions ? (
                    <TableCell>
                      <Box sx={{ display: 'flex', gap: 1 }}>
                        {onEdit ? (
                          <Button
                            size="small"
                            variant="outlined"
                            onClick={() => onEdit(row)}
                            aria-label={`Edit ${rowName ? rowName(row) : String(rowKey(row))}`}
                          >
                            Edit
                          </Button>
                        ) : undefined}
                        {rowActions?.(row)}
                      </Box>
                    </TableCell>
                  ) : undefined}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={visible.length}
        page={currentPage}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
}
