/**
 * The list table of lists that grow large: the server searches, sorts and pages (the
 * registry's campus and university lists), and this table only shows one page and asks
 * for another. It shows what data-table.tsx shows, through the same list-table-view.tsx.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@hemis/contracts';
import { ListTableView } from './list-table-view.tsx';

export interface PagedColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sortBy for this column; without it the column does not sort. */
  sortKey?: string;
}

/** An Action column whose Edit button opens the record's own screen. */
export function editLinkColumn<T>(to: (row: T) => string, name: (row: T) => string): PagedColumn<T> {
  return {
    id: 'action',
    header: 'Action',
    cell: (row) => (
      <Button size="small" variant="outlined" component={RouterLink} to={to(row)} aria-label={`Edit ${name(row)}`}>
        Edit
      </Button>
    ),
  };
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

/** A page request as a list endpoint's query: the order only with the column it sorts by. */
export function pageQuery(request: PageRequest) {
  return {
    page: request.page,
    pageSize: request.pageSize,
    search: request.search,
    sortBy: request.sortBy,
    sortOrder: request.sortBy ? request.sortOrder : undefined,
  };
}

/** How long typing pauses before the search is sent. */
const SEARCH_PAUSE_MS = 300;

export interface PagedTableProps<T> {
  label: string;
  columns: readonly PagedColumn<T>[];
  rows: readonly T[] | undefined;
  total: number;
  /** The row's key; the record's id unless given. */
  rowKey?: (row: T) => string | number;
  request: PageRequest;
  onRequest: (request: PageRequest) => void;
  loading?: boolean;
  error?: string | undefined;
  emptyText?: string;
  toolbar?: ReactNode;
  /** The page sizes offered, when the list has its own (the server must accept them). */
  pageSizeOptions?: readonly number[];
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
  emptyText,
  toolbar,
  pageSizeOptions,
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
  return (
    <ListTableView
      label={label}
      headings={columns.map((column) => ({ id: column.id, header: column.header, sortId: column.sortKey }))}
      rows={rows ?? []}
      rowKey={rowKey}
      cells={(row) => columns.map((column) => column.cell(row))}
      search={search}
      onSearch={setSearch}
      sort={request.sortBy ? { id: request.sortBy, direction: request.sortOrder } : undefined}
      onSort={toggleSort}
      page={Math.max(0, request.page - 1)}
      pageSize={request.pageSize}
      total={total}
      onPage={(next) => onRequest({ ...request, page: next + 1 })}
      onPageSize={(pageSize) => onRequest({ ...request, page: 1, pageSize })}
      pageSizeOptions={pageSizeOptions}
      loading={loading}
      error={error}
      emptyText={emptyText}
      toolbar={toolbar}
    />
  );
}
