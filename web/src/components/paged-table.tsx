/**
 * The list table of lists that grow large: the server searches, sorts and pages (the
 * registry's campus and university lists), and this table only shows one page and asks
 * for another. Loading, empty and error states as in the one list table (data-table.tsx).
 */
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
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

export interface PagedColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sortBy for this column; without it the column does not sort. */
  sortKey?: string;
}

export interface PageRequest {
  /** 1-based, as the server counts. */
  page: number;
  pageSize: number;
  search: string;
  sortBy: string | undefined;
  sortOrder: 'asc' | 'desc';
}

export const FIRST_PAGE: PageRequest = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  search: '',
  sortBy: undefined,
  sortOrder: 'asc',
};

/** How long typing pauses before the search is sent. */
const SEARCH_PAUSE_MS = 300;

export interface PagedTableProps<T> {
  label: string;
  columns: readonly PagedColumn<T>[];
  rows: readonly T[] | undefined;
  total: number;
  rowKey: (row: T) => string | number;
  request: PageRequest;
  onRequest: (request: PageRequest) => void;
  loading?: boolean;
  error?: string | undefined;
  emptyText?: string;
  toolbar?: ReactNode;
}

export function PagedTable<T>({
  label,
  columns,
  rows,
  total,
  rowKey,
  request,
  onRequest,
  loading = false,
  error,
  emptyText = 'No records found.',
  toolbar,
}: PagedTableProps<T>) {
  const [search, setSearch] = useState(request.search);
  useEffect(() => {
    if (search === request.search) return undefined;
    const timer = setTimeout(() => onRequest({ ...request, search, page: 1 }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, request, onRequest]);

  const toggleSort = (sortKey: string) =>
    onRequest({
      ...request,
      page: 1,
      sortBy: sortKey,
      sortOrder: request.sortBy === sortKey && request.sortOrder === 'asc' ? 'desc' : 'asc',
    });
  const columnCount = columns.length + 1;
  const offset = (request.page - 1) * request.pageSize;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        {toolbar}
        <TextField
          size="small"
          type="search"
          label="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
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
                <TableCell
                  key={column.id}
                  sortDirection={column.sortKey && request.sortBy === column.sortKey ? request.sortOrder : false}
                >
                  {column.sortKey ? (
                    <TableSortLabel
                      active={request.sortBy === column.sortKey}
                      direction={request.sortBy === column.sortKey ? request.sortOrder : 'asc'}
                      onClick={() => toggleSort(column.sortKey!)}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {error ? (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ color: 'error.main' }}>
                  {error}
                </TableCell>
              </TableRow>
            ) : !loading && (rows ?? []).length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount} align="center">
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : (
              (rows ?? []).map((row, index) => (
                <TableRow key={rowKey(row)} hover>
                  <TableCell>{offset + index + 1}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.id}>{column.cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, request.page - 1)}
        rowsPerPage={request.pageSize}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_event, next) => onRequest({ ...request, page: next + 1 })}
        onRowsPerPageChange={(event) => onRequest({ ...request, page: 1, pageSize: Number(event.target.value) })}
      />
    </Box>
  );
}
