/**
 * /student-management/student-transfer-out (and /student-transfer-outForm): the campus's
 * active students, filtered and paged by the server, each with a Transfer action opening
 * the "Student Transfer Out" dialog, and the transfers out with their state.
 */
import { useState } from 'react';
import type { StudentListItem, StudentTransfer } from '@hemis/contracts';
import type { PagedColumn } from '../../../../components/paged-table.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { actionColumn, RowButton } from '../../../../components/row-actions.tsx';
import { STUDENT_COLUMNS } from '../enrolment/student-columns.tsx';
import { StudentList } from '../student-list-table.tsx';
import { TransferDocumentButton, TransferList, TransferStateChip } from './transfer-list.tsx';
import { TransferOutDialog } from './transfer-out-dialog.tsx';

const ACTIVE_COLUMNS: PagedColumn<StudentListItem>[] = [
  STUDENT_COLUMNS.fullName,
  STUDENT_COLUMNS.rollNo,
  STUDENT_COLUMNS.batchYear,
  STUDENT_COLUMNS.period,
  { id: 'levelName', header: 'Level', cell: (row) => row.levelName },
  STUDENT_COLUMNS.programName,
];

const TRANSFER_COLUMNS: PagedColumn<StudentTransfer>[] = [
  { id: 'studentName', header: 'Full Name', cell: (row) => row.studentName },
  { id: 'programName', header: 'Program', cell: (row) => row.programName },
  { id: 'targetCampusName', header: 'Transferred to', cell: (row) => row.targetCampusName ?? '—' },
  { id: 'targetProgramName', header: 'Target Program', cell: (row) => row.targetProgramName ?? '—' },
  { id: 'transferDate', header: 'Transfer Date', cell: (row) => row.transferDate.slice(0, 10) },
  { id: 'transferReason', header: 'Transfer Reason', cell: (row) => row.transferReason },
  { id: 'state', header: 'State', cell: (row) => <TransferStateChip state={row.state} /> },
  { id: 'document', header: 'Document', cell: (row) => <TransferDocumentButton transfer={row} /> },
];

export default function TransferOutPage() {
  const [transferring, setTransferring] = useState<StudentListItem>();

  const columns: PagedColumn<StudentListItem>[] = [
    ...ACTIVE_COLUMNS,
    actionColumn((row) => (
      <RowButton label={`Transfer ${row.fullName}`} onClick={() => setTransferring(row)}>
        Transfer
      </RowButton>
    )),
  ];

  return (
    <Page title="Student Transfer Out">
      <Section title="Active Students">
        <StudentList
          label="Active students"
          columns={columns}
          errorText="Could not load the students."
          emptyText="No active students match."
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
