/**
 * /student-management/student-list: the students registered but not yet verified, each
 * opening its verification page. After a verification the page shows its message here.
 */
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
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
];

function ReviewButton({ row }: { row: StudentListItem }) {
  const { t } = useTranslation('enrolment');
  return (
    <RowButton to={`/student-management/student-verification/${row.id}`} label={t('reviewOf', { name: row.fullName })}>
      {t('review')}
    </RowButton>
  );
}

export function PendingStudentsPage() {
  const { t } = useTranslation('enrolment');
  const location = useLocation();
  const verified = (location.state as PendingListState | null)?.verified;
  return (
    <Page title={t('pendingStudents')}>
      {verified ? (
        <Alert severity="success" role="status">
          {verified}
        </Alert>
      ) : undefined}
      <Section>
        <StudentList
          label={t('pendingStudentsList')}
          columns={[...COLUMNS, actionColumn((row) => <ReviewButton row={row} />, t('actions'))]}
          fixed={{ isVerified: false }}
          emptyText={t('noPendingStudents')}
        />
      </Section>
    </Page>
  );
}

export default PendingStudentsPage;
