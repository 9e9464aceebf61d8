/**
 * The graduates of the caller's scope, enrolled and former, searched and paged by the server,
 * each with one action: the screens that print a graduate's papers start from it.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { Graduation } from '@hemis/contracts';
import { FIRST_PAGE, PagedTable, type PagedColumn, type PageRequest } from '../../../components/paged-table.tsx';
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
    {
      id: 'serial',
      header: 'S.N',
      cell: (row) => (rows?.indexOf(row) ?? 0) + 1 + (request.page - 1) * request.pageSize,
    },
    { id: 'name', header: 'Applicant Name', cell: (row) => row.applicantNameEng },
    { id: 'kind', header: 'Student', cell: (row) => (row.studentType === 'old' ? 'Former' : 'Enrolled') },
    { id: 'program', header: 'Program', cell: (row) => row.programName },
    { id: 'passed', header: 'Passed year', cell: (row) => row.passedYear },
    { id: 'fiscalYear', header: 'Fiscal year', cell: (row) => row.fiscalYear.yearNepali },
    { id: 'roll', header: 'Campus Roll No.', cell: (row) => row.campusRolNo ?? '' },
    {
      id: 'action',
      header: 'Action',
      cell: (row) => (
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={to(row)}
          aria-label={`${action} of ${row.applicantNameEng}`}
        >
          {action}
        </Button>
      ),
    },
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
