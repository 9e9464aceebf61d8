/**
 * The one list table: search, sorting by column, pagination (page sizes of spec section 9),
 * loading and empty states, and an Edit action per row that opens the screen's dialog.
 * Lists are small per campus, so search, sort and paging happen in the browser.
 */
import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DEFAULT_PAGE_SIZE } from '@hemis/contracts';
import { idOf, ListTableView, type SortDirection } from './list-table-view.tsx';

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
  /** The row's key; the record's id unless given. */
  rowKey?: (row: T) => string | number;
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
  emptyText,
  onEdit,
  rowName,
  rowActions,
  toolbar,
}: DataTableProps<T>) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ column: string; direction: SortDirection } | undefined>();
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
  return (
    <ListTableView
      label={label}
      headings={columns.map((column) => ({ id: column.id, header: column.header, sortId: column.id }))}
      rows={pageRows}
      rowKey={rowKey}
      cells={(row) => columns.map((column) => (column.render ? column.render(row) : column.value(row)))}
      actions={
        hasActions
          ? (row) => (
              <Box sx={{ display: 'flex', gap: 1 }}>
                {onEdit ? (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => onEdit(row)}
                    aria-label={`Edit ${rowName ? rowName(row) : String((rowKey ?? idOf)(row))}`}
                  >
                    Edit
                  </Button>
                ) : undefined}
                {rowActions?.(row)}
              </Box>
            )
          : undefined
      }
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(0);
      }}
      sort={sort && { id: sort.column, direction: sort.direction }}
      onSort={toggleSort}
      page={currentPage}
      pageSize={pageSize}
      total={visible.length}
      onPage={setPage}
      onPageSize={(size) => {
        setPageSize(size);
        setPage(0);
      }}
      loading={loading}
      error={error}
      emptyText={emptyText}
      toolbar={toolbar}
    />
  );
}
