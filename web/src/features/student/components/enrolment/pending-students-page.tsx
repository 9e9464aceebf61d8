/**
 * /student-management/student-list: the students registered but not yet verified, each
 * opening its verification page. After a verification the page shows its message here.
 */
import Alert from '@mui/material/Alert';
import { useLocation } from 'react-router';
import type { StudentListItem } from '@hemis/contracts';
import type { PagedColumn } from '../../../../components/paged-table.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { actionColumn, RowButton } from '../../../../components/row-actions.tsx';
import { StudentList } from '../student-list-table.tsx';
import { STUDENT_COLUMNS as C } from './student-columns.tsx';

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
  actionColumn(
    (row) => (
      <RowButton to={`/student-management/student-verification/${row.id}`} label={`Review ${row.fullName}`}>
        Review
      </RowButton>
    ),
    'Actions',
  ),
];

export function PendingStudentsPage() {
  const location = useLocation();
  const verified = (location.state as PendingListState | null)?.verified;
  return (
    <Page title="Students Pending Verification">
      {verified ? (
        <Alert severity="success" role="status">
          {verified}
        </Alert>
      ) : undefined}
      <Section>
        <StudentList
          label="Students pending verification"
          columns={COLUMNS}
          fixed={{ isVerified: false }}
          emptyText="No student is waiting for verification."
        />
      </Section>
    </Page>
  );
}

export default PendingStudentsPage;
