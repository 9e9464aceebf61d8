/**
 * /student-management/student-list: the students registered but not yet verified, each
 * opening its verification page. After a verification the page shows its message here.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import type { StudentListItem } from '@hemis/contracts';
import type { PagedColumn } from '../../../../components/paged-table.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { useStudents } from '../../api/get-students.ts';
import { StudentListTable } from '../student-list-table.tsx';
import { STUDENT_COLUMNS as C } from './student-columns.tsx';
import { useStudentListState } from './use-student-list.ts';

/** What the verification page hands back when it returns here. */
export interface PendingListState {
  verified?: string;
}

const COLUMNS: PagedColumn<StudentListItem>[] = [
  C.fullName,
  C.dobBs,
  C.admissionYear,
  C.period,
  C.phone,
  C.faculty,
  C.program,
  C.major,
  {
    id: 'actions',
    header: 'Actions',
    cell: (row) => (
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={`/student-management/student-verification/${row.id}`}
        aria-label={`Review ${row.fullName}`}
      >
        Review
      </Button>
    ),
  },
];

export function PendingStudentsPage() {
  const location = useLocation();
  const verified = (location.state as PendingListState | null)?.verified;
  const state = useStudentListState({ isVerified: false });
  const list = useStudents(state.request, state.filters);
  return (
    <Page title="Students Pending Verification">
      {verified ? (
        <Alert severity="success" role="status">
          {verified}
        </Alert>
      ) : undefined}
      <Section>
        <StudentListTable
          label="Students pending verification"
          columns={COLUMNS}
          rows={list.data?.students}
          rowKey={(row) => row.id}
          list={list}
          state={state}
          emptyText="No student is waiting for verification."
        />
      </Section>
    </Page>
  );
}

export default PendingStudentsPage;
