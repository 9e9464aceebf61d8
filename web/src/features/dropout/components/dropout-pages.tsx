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
import { Page, Section } from '../../../components/page.tsx';
import { FIRST_PAGE, PagedTable, type PagedColumn, type PageRequest } from '../../../components/paged-table.tsx';
import { PdfPreview } from '../../../components/pdf-preview.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useStudents } from '../../student/api/get-students.ts';
import { STUDENT_COLUMNS as C } from '../../student/components/enrolment/student-columns.tsx';
import { periodLabel } from '../../student/components/enrolment/student-period.ts';
import { useStudentListState } from '../../student/components/enrolment/use-student-list.ts';
import { StudentListTable } from '../../student/components/student-list-table.tsx';
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
  const state = useStudentListState({ isVerified: true }, 50);
  const list = useStudents(state.request, state.filters);
  const [leaving, setLeaving] = useState<StudentListItem>();
  const columns: PagedColumn<StudentListItem>[] = [
    C.fullName,
    C.dobBs,
    C.admissionYear,
    C.period,
    C.rollNo,
    C.program,
    {
      id: 'actions',
      header: 'Action',
      cell: (row) => <DropoutButton name={row.fullName} onClick={() => setLeaving(row)} />,
    },
  ];
  return (
    <Page title="Student List for Dropout">
      <Section>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="outlined" component={RouterLink} to="/dropout-management/dropout-list">
            Dropout Student List
          </Button>
        </Stack>
        <StudentListTable
          label="Enrolled students"
          columns={columns}
          rows={list.data?.students}
          rowKey={(row) => row.id}
          list={list}
          state={state}
          emptyText="No enrolled students match."
          pageSizeOptions={[50, 100]}
        />
      </Section>
      {leaving ? <DropoutDialog student={dropoutCandidate(leaving)} onClose={() => setLeaving(undefined)} /> : null}
    </Page>
  );
}

export function DropoutListPage() {
  const role = useRole();
  const toast = useToast();
  const [request, setRequest] = useState<PageRequest>({ ...FIRST_PAGE, pageSize: 50 });
  const list = useDropoutPage(request);
  const revert = useRevertDropout();
  const [reverting, setReverting] = useState<Dropout>();
  const columns: PagedColumn<Dropout>[] = [
    {
      id: 'serial',
      header: 'S.N',
      cell: (row) => (list.data?.data.indexOf(row) ?? 0) + 1 + (request.page - 1) * request.pageSize,
    },
    { id: 'name', header: 'Student Name (English)', cell: (row) => row.studentName },
    { id: 'batch', header: 'Batch(BS)', cell: (row) => row.batch },
    { id: 'dob', header: 'Date Of Birth(BS)', cell: (row) => row.doBBS ?? '' },
    { id: 'date', header: 'Drop Out Date', cell: (row) => `${row.dateOfEntryBs} (${row.dateOfEntry})` },
    { id: 'roll', header: 'Roll No.', cell: (row) => row.rollNoManual ?? '' },
    { id: 'period', header: 'Semester/Year', cell: (row) => row.semester ?? row.year ?? '' },
    { id: 'level', header: 'Level', cell: (row) => row.levelName },
    { id: 'program', header: 'Program', cell: (row) => row.programName },
    { id: 'reason', header: 'Drop Out Reason', cell: (row) => row.reason },
    {
      id: 'action',
      header: 'Action',
      cell: (row) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            disabled={!can(role, 'dropout:write')}
            onClick={() => setReverting(row)}
            aria-label={`Revert the dropout of ${row.studentName}`}
          >
            Revert
          </Button>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={`/dropout-management/recommendation-letter/${row.id}`}
            aria-label={`Recommendation letter of ${row.studentName}`}
          >
            Generate recommendation letter
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <Page title="Dropout Student List">
      <Section>
        <PagedTable
          label="Dropout students"
          columns={columns}
          rows={list.data?.data}
          total={list.data?.totalRecords ?? 0}
          rowKey={(row) => row.id}
          request={request}
          onRequest={setRequest}
          loading={list.isFetching}
          error={list.error ? serverMessage(list.error, 'Could not load the dropouts.') : undefined}
          emptyText="No student has dropped out."
          pageSizeOptions={[25, 50, 100]}
        />
      </Section>
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
    </Page>
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
