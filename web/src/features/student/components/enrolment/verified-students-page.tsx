/**
 * /student-management/verified-students, "Successfully Enrolled Students" (api-contract 8.1):
 * the verified students of the caller's scope, filtered by batch, program and semester/year,
 * searched by name, sorted and paged by the server. Each row opens the student's edit,
 * academic information and documents screens, downloads the registration form, and gives a
 * student with an email a login of their own.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { can, STUDENT_RECORD_MESSAGES, type StudentListItem } from '@hemis/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import type { PagedColumn } from '../../../../components/paged-table.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { actionColumn, RowButton } from '../../../../components/row-actions.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { useRole } from '../../../../lib/session/session-store.ts';
import { downloadRegistrationForm } from '../../../id-card/api/id-cards.ts';
import { useCreateStudentLogin } from '../../api/create-student-login.ts';
import { StudentList } from '../student-list-table.tsx';
import { STUDENT_COLUMNS as C } from './student-columns.tsx';

/** The enrolled students' own page sizes (api-contract 8.1), which their list endpoint accepts. */
const PAGE_SIZES = [50, 100, 200, 300, 400] as const;

const COLUMNS: PagedColumn<StudentListItem>[] = [
  C.fullName,
  C.dobBs,
  C.ethnicity,
  C.admissionYear,
  C.period,
  C.rollNo,
  C.regdNo,
  C.phone,
  C.faculty,
  C.program,
  C.major,
  C.section,
];

/** Downloads the student's registration form (a new form with a new verification code each time). */
function DownloadFormButton({ row }: { row: StudentListItem }) {
  const { t } = useTranslation('enrolment');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      aria-label={t('downloadFormOf', { name: row.fullName })}
      onClick={() => {
        setBusy(true);
        downloadRegistrationForm(row.id)
          .catch((error: unknown) => toast.error(serverMessage(error, t('downloadFormFailed'))))
          .finally(() => setBusy(false));
      }}
    >
      {busy ? t('preparingForm') : t('downloadForm')}
    </Button>
  );
}

function RowActions({
  row,
  canWrite,
  onCreateLogin,
}: {
  row: StudentListItem;
  canWrite: boolean;
  onCreateLogin: (row: StudentListItem) => void;
}) {
  const { t } = useTranslation('enrolment');
  const name = { name: row.fullName };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'nowrap' }}>
      {canWrite ? (
        <RowButton to={`/student-management/student-edit/${row.id}`} label={t('editOf', name)}>
          {t('edit')}
        </RowButton>
      ) : undefined}
      <RowButton to={`/academic-info/${row.id}`} label={t('academicInfoOf', name)}>
        {t('academicInfo')}
      </RowButton>
      <RowButton to={`/student-management/documents/${row.id}`} label={t('documentsOf', name)}>
        {t('documents')}
      </RowButton>
      <DownloadFormButton row={row} />
      {canWrite && row.email ? (
        <RowButton onClick={() => onCreateLogin(row)} label={t('createLoginFor', name)}>
          {t('createLogin')}
        </RowButton>
      ) : undefined}
    </Box>
  );
}

export function VerifiedStudentsPage() {
  const { t } = useTranslation('enrolment');
  const role = useRole();
  const toast = useToast();
  const canWrite = can(role, 'student:write');
  const createLogin = useCreateStudentLogin();
  const [loginFor, setLoginFor] = useState<StudentListItem>();

  const confirmLogin = async () => {
    if (!loginFor) return;
    try {
      const answer = await createLogin.mutateAsync(loginFor.id);
      toast.success(answer?.message ?? STUDENT_RECORD_MESSAGES.loginCreated);
      setLoginFor(undefined);
    } catch (error) {
      toast.error(serverMessage(error, t('createLoginFailed')));
    }
  };

  const columns: PagedColumn<StudentListItem>[] = [
    ...COLUMNS,
    actionColumn((row) => <RowActions row={row} canWrite={canWrite} onCreateLogin={setLoginFor} />, t('actions')),
  ];

  return (
    <Page title={t('enrolledStudents')}>
      <Section>
        {canWrite ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
            <Button variant="contained" component={RouterLink} to="/student-management/student-register">
              {t('addStudent')}
            </Button>
          </Box>
        ) : undefined}
        <StudentList
          label={t('enrolledStudentsList')}
          columns={columns}
          fixed={{ isVerified: true }}
          pageSize={PAGE_SIZES[0]}
          emptyText={t('noEnrolledStudents')}
          pageSizeOptions={PAGE_SIZES}
        />
      </Section>
      <ConfirmDialog
        open={loginFor !== undefined}
        title={t('createLoginQuestion')}
        confirmLabel={t('createLogin')}
        busy={createLogin.isPending}
        onConfirm={() => void confirmLogin()}
        onClose={() => setLoginFor(undefined)}
      >
        {loginFor ? t('createLoginExplained', { name: loginFor.fullName, email: loginFor.email }) : ''}
      </ConfirmDialog>
    </Page>
  );
}

export default VerifiedStudentsPage;
