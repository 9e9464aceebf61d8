/**
 * /student-management/student-transfer-out (and /student-transfer-outForm): the campus's
 * active students, filtered and paged by the server, each with a Transfer action opening
 * the "Student Transfer Out" dialog, and the transfers out with their state.
 */
import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import type { StudentListItem } from '@hemis/contracts';
import { FIRST_PAGE, PagedTable, type PageRequest, type PagedColumn } from '../../../../components/paged-table.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { useStudents } from '../../api/get-students.ts';
import type { StudentTransferRow } from '../../api/student-transfers.ts';
import { NO_RECORD_FILTERS, periodLabel, recordFilterQuery, RecordFilters } from './record-filters.tsx';
import { TransferDocumentButton, TransferList, TransferState } from './transfer-list.tsx';
import { TransferOutDialog } from './transfer-out-dialog.tsx';

const STUDENT_COLUMNS: PagedColumn<StudentListItem>[] = [
  { id: 'fullName', header: 'Full Name', cell: (row) => row.fullName, sortKey: 'name' },
  { id: 'rollNoManual', header: 'Roll No', cell: (row) => row.rollNoManual ?? '—', sortKey: 'rollNoManual' },
  { id: 'admissionYear', header: 'Batch Year', cell: (row) => row.admissionYear, sortKey: 'admissionYear' },
  { id: 'period', header: 'Semester/Year', cell: periodLabel },
  { id: 'levelName', header: 'Level', cell: (row) => row.levelName },
  { id: 'programName', header: 'Program', cell: (row) => row.programName, sortKey: 'program' },
];

const TRANSFER_COLUMNS: PagedColumn<StudentTransferRow>[] = [
  { id: 'studentName', header: 'Full Name', cell: (row) => row.studentName },
  { id: 'programName', header: 'Program', cell: (row) => row.programName },
  { id: 'targetCampusName', header: 'Transferred to', cell: (row) => row.targetCampusName ?? '—' },
  { id: 'targetProgramName', header: 'Target Program', cell: (row) => row.targetProgramName ?? '—' },
  { id: 'transferDate', header: 'Transfer Date', cell: (row) => row.transferDate.slice(0, 10) },
  { id: 'transferReason', header: 'Transfer Reason', cell: (row) => row.transferReason },
  { id: 'state', header: 'State', cell: (row) => <TransferState state={row.state} /> },
  { id: 'document', header: 'Document', cell: (row) => <TransferDocumentButton transfer={row} /> },
];

export default function TransferOutPage() {
  const [filters, setFilters] = useState(NO_RECORD_FILTERS);
  const [request, setRequest] = useState<PageRequest>(FIRST_PAGE);
  const onRequest = useCallback((next: PageRequest) => setRequest(next), []);
  const students = useStudents(request, recordFilterQuery(filters));
  const [transferring, setTransferring] = useState<StudentListItem>();

  const columns: PagedColumn<StudentListItem>[] = [
    ...STUDENT_COLUMNS,
    {
      id: 'action',
      header: 'Action',
      cell: (row) => (
        <Button
          size="small"
          variant="outlined"
          aria-label={`Transfer ${row.fullName}`}
          onClick={() => setTransferring(row)}
        >
          Transfer
        </Button>
      ),
    },
  ];

  return (
    <Page title="Student Transfer Out">
      <Section title="Active Students">
        <PagedTable
          label="Active students"
          columns={columns}
          rows={students.data?.students}
          total={students.data?.totalRecords ?? 0}
          rowKey={(row) => row.id}
          request={request}
          onRequest={onRequest}
          loading={students.isFetching}
          error={students.error ? 'Could not load the students.' : undefined}
          emptyText="No active students match."
          toolbar={
            <RecordFilters
              value={filters}
              onChange={(next) => {
                setFilters(next);
                setRequest((current) => ({ ...current, page: 1 }));
              }}
            />
          }
        />
      </Section>
      <Section title="Transfers Out">
        <TransferList
          direction="Outgoing"
          label="Transfers out"
          columns={TRANSFER_COLUMNS}
          emptyText="No student has been transferred out."
        />
      </Section>
      {transferring ? (
        <TransferOutDialog student={transferring} onClose={() => setTransferring(undefined)} />
      ) : undefined}
    </Page>
  );
}
