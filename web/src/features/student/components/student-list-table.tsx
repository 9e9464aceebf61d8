/**
 * The paged table of a filtered student list: the filter bar over it, the list state's page
 * request (useStudentListState), and the list query's total, loading and failure. Screens
 * give their rows and columns, and any filters of their own beside the bar. StudentList
 * keeps that state and reads the students' list itself, for the screens that need no more.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentListItem } from '@hemis/contracts';
import { PagedTable, type PagedColumn, type PagedTableProps } from '../../../components/paged-table.tsx';
import { actionColumn } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useStudents, type StudentFilters } from '../api/get-students.ts';
import { STUDENT_COLUMNS as C, useStudentColumnHeadings } from './enrolment/student-columns.tsx';
import { useStudentListState } from './enrolment/use-student-list.ts';
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
  columns,
  ...table
}: StudentListTableProps<Row>) {
  const { t } = useTranslation('enrolment');
  const headings = useStudentColumnHeadings();
  return (
    <PagedTable
      {...table}
      columns={headings(columns)}
      total={list.data?.totalRecords ?? 0}
      request={state.request}
      onRequest={state.onRequest}
      loading={list.isFetching}
      error={
        list.error ? (errorText ?? t('loadFailed', { reason: serverMessage(list.error, t('tryAgain')) })) : undefined
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

export type StudentListProps = Omit<StudentListTableProps<StudentListItem>, 'list' | 'state' | 'rows' | 'rowKey'> & {
  /** The filters the screen always sends (verified or not, transferred in). */
  fixed?: StudentFilters;
  pageSize?: number;
};

/** A student list with its own filters and page: the students' list endpoint, one row per student. */
export function StudentList({ fixed, pageSize, ...table }: StudentListProps) {
  const state = useStudentListState(fixed, pageSize);
  const list = useStudents(state.request, state.filters);
  return <StudentListTable {...table} rows={list.data?.students} rowKey={(row) => row.id} list={list} state={state} />;
}

/** The verified students, fifty to a page, of the screens that act on one (dropout, graduation, scholarship). */
/** What an enrolled student's row shows before its action; a list may show fewer. */
export const ENROLLED_STUDENT_COLUMNS: PagedColumn<StudentListItem>[] = [
  C.fullName,
  C.dobBs,
  C.admissionYear,
  C.period,
  C.rollNo,
  C.program,
];

/** The enrolled students, each with the screen's action (graduate, assign a scholarship, drop out). */
export function EnrolledStudentList({
  action,
  columns = ENROLLED_STUDENT_COLUMNS,
}: {
  action: (row: StudentListItem) => ReactNode;
  columns?: PagedColumn<StudentListItem>[];
}) {
  return (
    <StudentList
      label="Enrolled students"
      columns={[...columns, actionColumn(action)]}
      fixed={{ isVerified: true }}
      pageSize={50}
      pageSizeOptions={[50, 100]}
      emptyText="No enrolled students match."
    />
  );
}
