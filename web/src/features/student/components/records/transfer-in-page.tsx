/**
 * /student-management/student-transfer-in: the transfers from campuses in HEMIS waiting for
 * this campus (Accept, after a confirmation, makes the student one of this campus), and the
 * transferred-in students (api-contract 8.1: Transfer-in), with the way to register one who
 * comes from outside HEMIS.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import type { StudentListItem, StudentTransfer } from '@hemis/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { editLinkColumn, type PagedColumn } from '../../../../components/paged-table.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { actionColumn, RowButton } from '../../../../components/row-actions.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { useStudents } from '../../api/get-students.ts';
import { useAcceptStudentTransfer } from '../../api/student-transfers.ts';
import { STUDENT_COLUMNS } from '../enrolment/student-columns.tsx';
import { useStudentListState } from '../enrolment/use-student-list.ts';
import { StudentListTable } from '../student-list-table.tsx';
import { TransferDocumentButton, TransferList } from './transfer-list.tsx';

export const REGISTER_TRANSFER_IN_PATH = '/student-management/student-transfer-in/register';

const PENDING_COLUMNS: PagedColumn<StudentTransfer>[] = [
  { id: 'studentName', header: 'Full Name', cell: (row) => row.studentName },
  { id: 'sourceCampusName', header: 'Transferred from', cell: (row) => row.sourceCampusName },
  { id: 'programName', header: 'Program', cell: (row) => row.programName },
  { id: 'targetProgramName', header: 'Target Program', cell: (row) => row.targetProgramName ?? '—' },
  { id: 'transferDate', header: 'Transfer Date', cell: (row) => row.transferDate.slice(0, 10) },
  { id: 'transferReason', header: 'Transfer Reason', cell: (row) => row.transferReason },
  { id: 'document', header: 'Document', cell: (row) => <TransferDocumentButton transfer={row} /> },
];

const TRANSFERRED_IN_COLUMNS: PagedColumn<StudentListItem>[] = [
  STUDENT_COLUMNS.fullName,
  { id: 'transferredFrom', header: 'Transferred from', cell: (row) => row.transferredFrom ?? '—' },
  { id: 'transferredDate', header: 'Transferred date', cell: (row) => row.transferredDate?.slice(0, 10) ?? '—' },
  STUDENT_COLUMNS.batchYear,
  STUDENT_COLUMNS.period,
  { id: 'levelName', header: 'Level', cell: (row) => row.levelName },
  STUDENT_COLUMNS.faculty,
  STUDENT_COLUMNS.programName,
  editLinkColumn<StudentListItem>(
    (row) => `/student-management/student-edit/${row.id}`,
    (row) => row.fullName,
  ),
];

/**
 * An accepted transfer arrives unverified, like a new registration: the list shows the
 * verified transferred-in students, or those still waiting for verification.
 */
const VERIFICATION_CHOICES = [
  { value: 'true', label: 'Verified' },
  { value: 'false', label: 'Waiting for verification' },
] as const;

function TransferredInStudents() {
  const [verified, setVerified] = useState<'true' | 'false'>('true');
  const state = useStudentListState({
    isTransferredIn: true,
    isVerified: verified === 'true',
  });
  const students = useStudents(state.request, state.filters);
  return (
    <StudentListTable
      label="Transferred-in students"
      columns={TRANSFERRED_IN_COLUMNS}
      rows={students.data?.students}
      list={students}
      state={state}
      errorText="Could not load the students."
      emptyText="No transferred-in students match."
      toolbarBefore={
        <TextField
          select
          size="small"
          label="Verification"
          value={verified}
          onChange={(event) => {
            setVerified(event.target.value === 'false' ? 'false' : 'true');
            state.onRequest({ ...state.request, page: 1 });
          }}
          sx={{ minWidth: 200 }}
        >
          {VERIFICATION_CHOICES.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      }
    />
  );
}

export default function TransferInPage() {
  const toast = useToast();
  const accept = useAcceptStudentTransfer();
  const [accepting, setAccepting] = useState<StudentTransfer>();

  const confirmAccept = async (transfer: StudentTransfer) => {
    try {
      await accept.mutateAsync(transfer.id);
      toast.success(`${transfer.studentName} is now a student of this campus, waiting for verification`);
    } catch (error) {
      toast.error(serverMessage(error, 'The transfer could not be accepted'));
    } finally {
      setAccepting(undefined);
    }
  };

  const pendingColumns: PagedColumn<StudentTransfer>[] = [
    ...PENDING_COLUMNS,
    actionColumn((row) => (
      <RowButton variant="contained" label={`Accept ${row.studentName}`} onClick={() => setAccepting(row)}>
        Accept
      </RowButton>
    )),
  ];

  return (
    <Page title="Student Transfer In">
      <Section title="Pending Transfers">
        <TransferList
          direction="Incoming"
          label="Pending transfers in"
          columns={pendingColumns}
          emptyText="No transfer is waiting for this campus."
        />
      </Section>
      <Section title="Transferred-in Students">
        <Button variant="contained" component={RouterLink} to={REGISTER_TRANSFER_IN_PATH} sx={{ mb: 2 }}>
          Register a transfer from outside HEMIS
        </Button>
        <TransferredInStudents />
      </Section>
      <ConfirmDialog
        open={accepting !== undefined}
        title="Accept the transfer"
        confirmLabel="Yes, accept"
        busy={accept.isPending}
        onClose={() => setAccepting(undefined)}
        onConfirm={() => accepting && void confirmAccept(accepting)}
      >
        Accept {accepting?.studentName} from {accepting?.sourceCampusName}? The student becomes one of this
        campus&apos;s students, waiting for verification.
      </ConfirmDialog>
    </Page>
  );
}
