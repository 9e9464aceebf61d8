/**
 * The one shape of a list screen: the screen's title, its filters beside the search box, the
 * server-paged table with the query's loading and failure, and what the screen opens over it
 * (dialogs). useListState keeps the page request and the filters; a change of filter goes back
 * to the first page.
 */
import { useCallback, useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { Page, Section } from './page.tsx';
import { FIRST_PAGE, PagedTable, type PagedTableProps, type PageRequest } from './paged-table.tsx';
import { serverMessage } from './setup/setup-screen.tsx';

export function useListState<Filters extends object = Record<string, never>>(
  first: Partial<PageRequest> = {},
  initialFilters: Filters = {} as Filters,
) {
  const [request, onRequest] = useState<PageRequest>(() => ({ ...FIRST_PAGE, ...first }));
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const filter = useCallback((change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    onRequest((current) => ({ ...current, page: 1 }));
  }, []);
  return { request, onRequest, filters, filter };
}

export type ListState<Filters extends object = Record<string, never>> = ReturnType<typeof useListState<Filters>>;

/** What a list reads of its query while it loads or fails. */
export interface LoadingQuery {
  isFetching: boolean;
  error: unknown;
}

/** The page most list endpoints answer (api-contract 4.4). */
export interface PagedQuery<T> extends LoadingQuery {
  data?: { data: readonly T[]; totalRecords: number } | undefined;
}

/** The table's loading and failure props; `failure` is said when the server gives no reason. */
export function loadingOf(query: LoadingQuery, failure: string | ((error: unknown) => string)) {
  return {
    loading: query.isFetching,
    error: query.error
      ? typeof failure === 'string'
        ? serverMessage(query.error, failure)
        : failure(query.error)
      : undefined,
  };
}

/** The filters of a list's toolbar, side by side. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {children}
    </Stack>
  );
}

type TableProps<T> = Omit<PagedTableProps<T>, 'rows' | 'total' | 'request' | 'onRequest' | 'loading' | 'error'>;

export type ServerListProps<T> = TableProps<T> & {
  state: Pick<ListState, 'request' | 'onRequest'>;
  failure: string | ((error: unknown) => string);
} & (
    | { query: PagedQuery<T>; rows?: undefined; total?: undefined }
    | { query: LoadingQuery; rows: readonly T[] | undefined; total: number }
  );

/** The server-paged table of a list query: its page request, rows, total, loading and failure. */
export function ServerList<T>({ state, failure, query, rows, total, ...table }: ServerListProps<T>) {
  const page = rows === undefined ? (query as PagedQuery<T>).data : undefined;
  return (
    <PagedTable
      {...table}
      rows={rows ?? page?.data}
      total={total ?? page?.totalRecords ?? 0}
      request={state.request}
      onRequest={state.onRequest}
      {...loadingOf(query, failure)}
    />
  );
}

/** What a list screen says: its title, the table's name (the title unless given), a failure and an empty list. */
export interface ListTexts {
  title: string;
  label?: string;
  failure: string | ((error: unknown) => string);
  emptyText: string;
}

export type ListScreenProps<T> = Omit<ServerListProps<T>, 'label' | 'failure' | 'emptyText'> & {
  texts: ListTexts;
  /** Shown above the list's card (a message the screen was sent back with). */
  notice?: ReactNode;
  /** Shown in the card above the table (a button to add one). */
  above?: ReactNode;
  /** What the screen opens over the list (dialogs). */
  children?: ReactNode;
};

export function ListScreen<T>({ texts, notice, above, children, ...list }: ListScreenProps<T>) {
  const { title, label = title, failure, emptyText } = texts;
  return (
    <Page title={title}>
      {notice}
      <Section>
        {above}
        <ServerList<T> {...(list as ServerListProps<T>)} label={label} failure={failure} emptyText={emptyText} />
      </Section>
      {children}
    </Page>
  );
}

/** A whole list's table props from its query: the rows, loading until the first answer, and a failure. */
export function rowsOf<Rows>(query: { data?: Rows; isPending: boolean; error: unknown }, failure: string) {
  return {
    rows: query.data,
    loading: query.isPending,
    error: query.error ? serverMessage(query.error, failure) : undefined,
  };
}
