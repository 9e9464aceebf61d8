/**
 * /student-management/student-list: the students registered but not yet verified, each
 * opening its verification page. After a verification the page shows its message here.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import type { StudentListItem } from '@hemis/contracts';
import { PagedTable, type PagedColumn } from '../../../../components/paged-table.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useStudents } from '../../api/get-students.ts';
import { StudentFilterBar } from '../student-filters.tsx';
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
  const { filterValues, onFilters, request, onRequest, filters } = useStudentListState({ isVerified: false });
  const list = useStudents(request, filters);
  return (
    <Page title="Students Pending Verification">
      {verified ? (
        <Alert severity="success" role="status">
          {verified}
        </Alert>
      ) : undefined}
      <Section>
        <PagedTable
          label="Students pending verification"
          columns={COLUMNS}
          rows={list.data?.students}
          total={list.data?.totalRecords ?? 0}
          rowKey={(row) => row.id}
          request={request}
          onRequest={onRequest}
          loading={list.isFetching}
          error={
            list.error ? `Could not load the students: ${serverMessage(list.error, 'please try again.')}` : undefined
          }
          emptyText="No student is waiting for verification."
          toolbar={<StudentFilterBar value={filterValues} onChange={onFilters} />}
        />
      </Section>
    </Page>
  );
}

export default PendingStudentsPage;
