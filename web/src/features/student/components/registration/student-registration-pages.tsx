/**
 * The screens of the registration stepper: a new student (/student-management/student-register,
 * then the pending list, where the student waits for verification), an edit
 * (/student-management/student-edit/:id, prefilled from the record with its files shown), and a
 * student transferred in from a campus outside HEMIS (/student-management/student-transfer-in/register).
 */
import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@hemis/contracts';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { useRole } from '../../../../lib/session/session-store.ts';
import { useCreateStudent } from '../../api/create-student.ts';
import { useCreateTransferredStudent } from '../../api/create-transferred-student.ts';
import { useStudent } from '../../api/get-student.ts';
import { useUpdateStudent } from '../../api/update-student.ts';
import { emptyStudentValues, recordToValues } from './student-form-values.ts';
import { StudentStepper } from './student-stepper.tsx';

export const STUDENT_PENDING_LIST_PATH = '/student-management/student-list';
export const STUDENT_VERIFIED_LIST_PATH = '/student-management/verified-students';
export const STUDENT_TRANSFER_IN_PATH = '/student-management/student-transfer-in';

/** Registering and editing students is the campus's work (permission student:write). */
function WriterOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('student');
  const role = useRole();
  if (can(role, 'student:write')) return children;
  return (
    <Page title={title}>
      <Alert severity="info">{t('registration.campusRegisters')}</Alert>
    </Page>
  );
}

export function StudentRegisterPage() {
  const { t } = useTranslation('student');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateStudent();
  const initialValues = useMemo(() => emptyStudentValues(), []);
  return (
    <WriterOnly title={t('registration.title')}>
      <Page title={t('registration.title')}>
        <Section>
          <StudentStepper
            mode="create"
            initialValues={initialValues}
            submitLabel={t('registration.register')}
            send={create.mutateAsync}
            failureMessage={t('registration.notRegistered')}
            onSaved={() => {
              toast.success(t('registration.registered'));
              navigate(STUDENT_PENDING_LIST_PATH);
            }}
          />
        </Section>
      </Page>
    </WriterOnly>
  );
}

function StudentEdit({ id }: { id: number }) {
  const { t } = useTranslation('student');
  const toast = useToast();
  const navigate = useNavigate();
  const student = useStudent(id);
  const update = useUpdateStudent();
  const record = student.data;
  const initialValues = useMemo(() => (record ? recordToValues(record) : undefined), [record]);
  if (student.isPending) return <PageLoader label={t('registration.loadingStudent')} />;
  if (!record || !initialValues) {
    return (
      <Page title={t('registration.editTitle')}>
        <Alert severity="error">{serverMessage(student.error, t('registration.studentNotLoaded'))}</Alert>
      </Page>
    );
  }
  return (
    <Page title={t('registration.editTitle')}>
      <Section title={[record.firstName, record.middleName, record.lastName].filter(Boolean).join(' ')}>
        <StudentStepper
          key={record.id}
          mode="update"
          record={record}
          initialValues={initialValues}
          submitLabel={t('registration.update')}
          failureMessage={t('registration.notUpdated')}
          send={(fields) => update.mutateAsync({ id, fields, transferredIn: record.isTransferredIn })}
          onSaved={() => {
            toast.success(t('registration.updated'));
            navigate(record.isVerified ? STUDENT_VERIFIED_LIST_PATH : STUDENT_PENDING_LIST_PATH);
          }}
        />
      </Section>
    </Page>
  );
}

export function StudentEditPage() {
  const { t } = useTranslation('student');
  const id = Number(useParams().id);
  return (
    <WriterOnly title={t('registration.editTitle')}>
      {Number.isInteger(id) && id > 0 ? (
        <StudentEdit id={id} />
      ) : (
        <Page title={t('registration.editTitle')}>
          <Alert severity="error">{t('registration.noSuchStudent')}</Alert>
        </Page>
      )}
    </WriterOnly>
  );
}

export function StudentTransferInRegisterPage() {
  const { t } = useTranslation('student');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateTransferredStudent();
  const initialValues = useMemo(() => emptyStudentValues(), []);
  return (
    <WriterOnly title={t('registration.transferInTitle')}>
      <Page title={t('registration.transferInTitle')}>
        <Section>
          <StudentStepper
            mode="transfer-in"
            initialValues={initialValues}
            submitLabel={t('registration.registerTransferred')}
            send={create.mutateAsync}
            failureMessage={t('registration.transferredNotRegistered')}
            onSaved={() => {
              toast.success(t('registration.transferredRegistered'));
              navigate(STUDENT_TRANSFER_IN_PATH);
            }}
          />
        </Section>
      </Page>
    </WriterOnly>
  );
}
