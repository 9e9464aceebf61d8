/**
 * What every list table shows: filters and a search box, sortable column headings, the rows
 * numbered from the page's first, loading, empty and error states, and the pagination with
 * the page sizes of spec section 9. It holds no state: DataTable (lists searched, sorted and
 * paged in the browser) and PagedTable (lists the server pages) decide what it shows.
 */
import type { ReactNode } from 'react';
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
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@hemis/contracts';
import { useLocalDigits } from '../lib/i18n/use-local-digits.ts';

export type SortDirection = 'asc' | 'desc';

export interface ListHeading {
  id: string;
  header: string;
  /** What sorting by this column is called; without it the column does not sort. */
  sortId?: string;
}

export interface ListTableViewProps<T> {
  label: string;
  headings: readonly ListHeading[];
  /** The rows of the page shown. */
  rows: readonly T[];
  /** The row's key; the record's id unless given. */
  rowKey?: (row: T) => string | number;
  /** The cells of a row, one per heading. */
  cells: (row: T) => ReactNode[];
  /** The content of an Action column, when the list has one. */
  actions?: (row: T) => ReactNode;
  search: string;
  onSearch: (search: string) => void;
  sort: { id: string; direction: SortDirection } | undefined;
  onSort: (sortId: string) => void;
  /** 0-based page, as MUI's pagination counts. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** The page sizes offered; spec section 9's unless a list has its own (the enrolled students'). */
  pageSizeOptions?: readonly number[];
  loading: boolean;
  error: string | undefined;
  /** What the table says without rows; "No records found." unless given. */
  emptyText?: string | undefined;
  toolbar?: ReactNode;
}

/** The key of a row that is a record with an id. */
export const idOf = (row: unknown) => (row as { id: string | number }).id;

export function ListTableView<T>({
  label,
  headings,
  rows,
  rowKey = idOf,
  cells,
  actions,
  search,
  onSearch,
  sort,
  onSort,
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  loading,
  error,
  emptyText,
  toolbar,
}: ListTableViewProps<T>) {
  const { t } = useTranslation('components');
  const digits = useLocalDigits();
  const columnCount = headings.length + 1 + (actions ? 1 : 0);
  const offset = page * pageSize;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        {toolbar}
        <TextField
          size="small"
          type="search"
          label={t('list.search')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          sx={{ minWidth: 220, ml: { sm: 'auto' } }}
        />
      </Box>
      <LoadingTable label={label} loading={loading}>
        <TableHead>
          <TableRow>
            <TableCell>{t('list.serialNumber')}</TableCell>
            {headings.map((heading) => {
              const active = heading.sortId !== undefined && sort?.id === heading.sortId;
              return (
                <TableCell key={heading.id} sortDirection={active ? sort!.direction : false}>
                  {heading.sortId !== undefined ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort!.direction : 'asc'}
                      onClick={() => onSort(heading.sortId!)}
                    >
                      {heading.header}
                    </TableSortLabel>
                  ) : (
                    heading.header
                  )}
                </TableCell>
              );
            })}
            {actions ? <TableCell>{t('list.action')}</TableCell> : undefined}
          </TableRow>
        </TableHead>
        <TableBody>
          {error ? (
            <TableRow>
              <TableCell colSpan={columnCount} sx={{ color: 'error.main' }}>
                {error}
              </TableCell>
            </TableRow>
          ) : !loading && rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columnCount} align="center">
                {emptyText ?? t('list.noRecords')}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => (
              <TableRow key={rowKey(row)} hover>
                <TableCell>{digits(offset + index + 1)}</TableCell>
                {cells(row).map((cell, cellIndex) => (
                  <TableCell key={headings[cellIndex]!.id}>{cell}</TableCell>
                ))}
                {actions ? <TableCell>{actions(row)}</TableCell> : undefined}
              </TableRow>
            ))
          )}
        </TableBody>
      </LoadingTable>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...pageSizeOptions]}
        onPageChange={(_event, next) => onPage(next)}
        onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
        labelRowsPerPage={t('list.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => {
          // Grouped as MUI's own English label groups them.
          const [first, last, all] = [from, to, count].map((figure) => digits(figure.toLocaleString('en-US')));
          return count === -1
            ? t('list.displayedRowsOfMore', { from: first, to: last })
            : t('list.displayedRows', { from: first, to: last, total: all });
        }}
      />
    </Box>
  );
}

/** A small table under its loading bar, named for screen readers and scrolling sideways on a narrow screen. */
export function LoadingTable({ label, loading, children }: { label: string; loading: boolean; children: ReactNode }) {
  const { t } = useTranslation('components');
  return (
    <>
      {loading ? <LinearProgress aria-label={t('loadingThing', { thing: label })} /> : undefined}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label} aria-busy={loading}>
          {children}
        </Table>
      </TableContainer>
    </>
  );
}
