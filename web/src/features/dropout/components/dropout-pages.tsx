/**
 * Dropout management (api-contract 6 and 8.1): the enrolled students with a Dropout action
 * (/dropout-management/home), the "Dropout Student List" with Revert and the recommendation
 * letter (/dropout-management/dropout-list), and the letter itself
 * (/dropout-management/recommendation-letter/{id}), printed by the server.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { can, type Dropout, type StudentListItem } from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListScreen, type ListTexts, useListState } from '../../../components/list-screen.tsx';
import { Page, Section } from '../../../components/page.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { PdfPreview } from '../../../components/pdf-preview.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { periodLabel } from '../../student/components/enrolment/student-period.ts';
import { EnrolledStudentList } from '../../student/components/student-list-table.tsx';
import { useDropoutPage, useRevertDropout } from '../api/dropouts.ts';
import { DropoutButton, DropoutDialog } from './dropout-dialog.tsx';

/** A student list row as the dropout dialog shows it. */
export const dropoutCandidate = (row: StudentListItem) => ({
  id: row.id,
  fullName: row.fullName,
  rollNoManual: row.rollNoManual,
  email: row.email,
  programName: row.programName,
  period: periodLabel(row),
  admissionYear: row.admissionYear,
});

export function DropoutStudentsPage() {
  const [leaving, setLeaving] = useState<StudentListItem>();
  return (
    <Page title="Student List for Dropout">
      <Section>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="outlined" component={RouterLink} to="/dropout-management/dropout-list">
            Dropout Student List
          </Button>
        </Stack>
        <EnrolledStudentList action={(row) => <DropoutButton name={row.fullName} onClick={() => setLeaving(row)} />} />
      </Section>
      {leaving ? <DropoutDialog student={dropoutCandidate(leaving)} onClose={() => setLeaving(undefined)} /> : null}
    </Page>
  );
}

const DROPOUTS_LIST: ListTexts = {
  title: 'Dropout Student List',
  label: 'Dropout students',
  failure: 'Could not load the dropouts.',
  emptyText: 'No student has dropped out.',
};

export function DropoutListPage() {
  const role = useRole();
  const toast = useToast();
  const state = useListState({ pageSize: 50 });
  const list = useDropoutPage(state.request);
  const revert = useRevertDropout();
  const [reverting, setReverting] = useState<Dropout>();
  const columns: PagedColumn<Dropout>[] = [
    { id: 'name', header: 'Student Name (English)', cell: (row) => row.studentName },
    { id: 'batch', header: 'Batch(BS)', cell: (row) => row.batch },
    { id: 'dob', header: 'Date Of Birth(BS)', cell: (row) => row.doBBS ?? '' },
    { id: 'date', header: 'Drop Out Date', cell: (row) => `${row.dateOfEntryBs} (${row.dateOfEntry})` },
    { id: 'roll', header: 'Roll No.', cell: (row) => row.rollNoManual ?? '' },
    { id: 'period', header: 'Semester/Year', cell: (row) => row.semester ?? row.year ?? '' },
    { id: 'level', header: 'Level', cell: (row) => row.levelName },
    { id: 'program', header: 'Program', cell: (row) => row.programName },
    { id: 'reason', header: 'Drop Out Reason', cell: (row) => row.reason },
    actionColumn((row) => (
      <RowButtons>
        <RowButton
          disabled={!can(role, 'dropout:write')}
          onClick={() => setReverting(row)}
          label={`Revert the dropout of ${row.studentName}`}
        >
          Revert
        </RowButton>
        <RowButton
          to={`/dropout-management/recommendation-letter/${row.id}`}
          label={`Recommendation letter of ${row.studentName}`}
        >
          Generate recommendation letter
        </RowButton>
      </RowButtons>
    )),
  ];
  return (
    <ListScreen texts={DROPOUTS_LIST} columns={columns} query={list} state={state} pageSizeOptions={[25, 50, 100]}>
      {reverting ? (
        <ConfirmDialog
          open
          title="Revert this dropout?"
          confirmLabel="Revert"
          busy={revert.isPending}
          onClose={() => setReverting(undefined)}
          onConfirm={() =>
            revert.mutate(reverting.id, {
              onSuccess: (answer) => {
                toast.success(answer.message);
                setReverting(undefined);
              },
              onError: (error) => toast.error(serverMessage(error, 'The dropout could not be reverted')),
            })
          }
        >
          {reverting.studentName} returns to the campus’s active student lists.
        </ConfirmDialog>
      ) : null}
    </ListScreen>
  );
}

export function RecommendationLetterPage() {
  const id = Number(useParams().id);
  return (
    <Page title="Recommendation Letter">
      <Section>
        <PdfPreview
          path={`DropOut/${id}/RecommendationLetter/pdf`}
          fileName={`recommendation-letter-${id}.pdf`}
          title="Recommendation letter preview"
          height={720}
        />
      </Section>
    </Page>
  );
}
