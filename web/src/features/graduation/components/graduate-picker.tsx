/**
 * The graduates of the caller's scope, enrolled and former, searched and paged by the server,
 * each with one action: the screens that print a graduate's papers start from it.
 */
import { useState } from 'react';
import type { Graduation } from '@hemis/contracts';
import { FIRST_PAGE, PagedTable, type PagedColumn, type PageRequest } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useGraduatesPage } from '../api/graduates.ts';

export interface GraduatePickerProps {
  label: string;
  /** The action's text ("Print Form"); each row's button is named "<action> of <applicant>". */
  action: string;
  /** Where the action leads for a graduate. */
  to: (graduation: Graduation) => string;
}

export function GraduatePicker({ label, action, to }: GraduatePickerProps) {
  const [request, setRequest] = useState<PageRequest>({ ...FIRST_PAGE });
  const list = useGraduatesPage(request);
  const rows = list.data?.data;
  const columns: PagedColumn<Graduation>[] = [
    { id: 'name', header: 'Applicant Name', cell: (row) => row.applicantNameEng },
    { id: 'kind', header: 'Student', cell: (row) => (row.studentType === 'old' ? 'Former' : 'Enrolled') },
    { id: 'program', header: 'Program', cell: (row) => row.programName },
    { id: 'passed', header: 'Passed year', cell: (row) => row.passedYear },
    { id: 'fiscalYear', header: 'Fiscal year', cell: (row) => row.fiscalYear.yearNepali },
    { id: 'roll', header: 'Campus Roll No.', cell: (row) => row.campusRolNo ?? '' },
    actionColumn((row) => (
      <RowButton to={to(row)} label={`${action} of ${row.applicantNameEng}`}>
        {action}
      </RowButton>
    )),
  ];
  return (
    <PagedTable
      label={label}
      columns={columns}
      rows={rows}
      total={list.data?.totalRecords ?? 0}
      rowKey={(row) => row.id}
      request={request}
      onRequest={setRequest}
      loading={list.isFetching}
      error={list.error ? serverMessage(list.error, 'Could not load the graduates.') : undefined}
      emptyText="No graduates recorded yet. Record a graduation first."
    />
  );
}
