/**
 * The paged table of a filtered student list: the filter bar over it, the list state's page
 * request (useStudentListState), and the list query's total, loading and failure. Screens
 * give their rows and columns, and any filters of their own beside the bar.
 */
import type { ReactNode } from 'react';
import { PagedTable, type PagedTableProps } from '../../../components/paged-table.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import type { useStudentListState } from './enrolment/use-student-list.ts';
import { StudentFilterBar, type StudentFilterValues } from './student-filters.tsx';

/** What the table reads of a list query: a page of any student endpoint, with its total. */
export interface StudentListQuery {
  data?: { totalRecords: number } | undefined;
  isFetching: boolean;
  error: unknown;
}

export interface StudentListTableProps<Row> extends Pick<
  PagedTableProps<Row>,
  'label' | 'columns' | 'rows' | 'rowKey' | 'emptyText' | 'pageSizeOptions'
> {
  list: StudentListQuery;
  state: Pick<ReturnType<typeof useStudentListState>, 'filterValues' | 'onFilters' | 'request' | 'onRequest'>;
  /** Takes the filter bar's changes in place of the state's own, to clear what depends on them first. */
  onFilters?: (values: StudentFilterValues) => void;
  /** What a failed load says; by default the server's reason. */
  errorText?: string;
  /** The screen's own filters and buttons, before and after the filter bar. */
  toolbarBefore?: ReactNode;
  toolbarAfter?: ReactNode;
}

export function StudentListTable<Row>({
  list,
  state,
  onFilters = state.onFilters,
  errorText,
  toolbarBefore,
  toolbarAfter,
  ...table
}: StudentListTableProps<Row>) {
  return (
    <PagedTable
      {...table}
      total={list.data?.totalRecords ?? 0}
      request={state.request}
      onRequest={state.onRequest}
      loading={list.isFetching}
      error={
        list.error
          ? (errorText ?? `Could not load the students: ${serverMessage(list.error, 'please try again.')}`)
          : undefined
      }
      toolbar={
        <>
          {toolbarBefore}
          <StudentFilterBar value={state.filterValues} onChange={onFilters} />
          {toolbarAfter}
        </>
      }
    />
  );
}
