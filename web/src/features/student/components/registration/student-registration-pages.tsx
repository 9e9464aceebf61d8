/**
 * The screens of the registration stepper: a new student (/student-management/student-register,
 * then the pending list, where the student waits for verification), an edit
 * (/student-management/student-edit/:id, prefilled from the record with its files shown), and a
 * student transferred in from a campus outside HEMIS (/student-management/student-transfer-in/register).
 */
import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router';
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

export const STUDENT_REGISTERED = 'Student registered successfully. The student is pending verification.';
export const STUDENT_UPDATED = 'Student updated successfully.';
export const TRANSFERRED_STUDENT_REGISTERED = 'Transferred student registered successfully.';

/** Registering and editing students is the campus's work (permission student:write). */
function WriterOnly({ title, children }: { title: string; children: ReactNode }) {
  const role = useRole();
  if (can(role, 'student:write')) return children;
  return (
    <Page title={title}>
      <Alert severity="info">Students are registered by their campus.</Alert>
    </Page>
  );
}

export function StudentRegisterPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateStudent();
  const initialValues = useMemo(() => emptyStudentValues(), []);
  return (
    <WriterOnly title="Student Registration">
      <Page title="Student Registration">
        <Section>
          <StudentStepper
            mode="create"
            initialValues={initialValues}
            submitLabel="Register Student"
            send={create.mutateAsync}
            failureMessage="Could not register the student."
            onSaved={() => {
              toast.success(STUDENT_REGISTERED);
              navigate(STUDENT_PENDING_LIST_PATH);
            }}
          />
        </Section>
      </Page>
    </WriterOnly>
  );
}

function StudentEdit({ id }: { id: number }) {
  const toast = useToast();
  const navigate = useNavigate();
  const student = useStudent(id);
  const update = useUpdateStudent();
  const record = student.data;
  const initialValues = useMemo(() => (record ? recordToValues(record) : undefined), [record]);
  if (student.isPending) return <PageLoader label="Loading student" />;
  if (!record || !initialValues) {
    return (
      <Page title="Edit Student">
        <Alert severity="error">{serverMessage(student.error, 'Could not load the student.')}</Alert>
      </Page>
    );
  }
  return (
    <Page title="Edit Student">
      <Section title={[record.firstName, record.middleName, record.lastName].filter(Boolean).join(' ')}>
        <StudentStepper
          key={record.id}
          mode="update"
          record={record}
          initialValues={initialValues}
          submitLabel="Update Student"
          failureMessage="Could not update the student."
          send={(fields) => update.mutateAsync({ id, fields, transferredIn: record.isTransferredIn })}
          onSaved={() => {
            toast.success(STUDENT_UPDATED);
            navigate(record.isVerified ? STUDENT_VERIFIED_LIST_PATH : STUDENT_PENDING_LIST_PATH);
          }}
        />
      </Section>
    </Page>
  );
}

export function StudentEditPage() {
  const id = Number(useParams().id);
  return (
    <WriterOnly title="Edit Student">
      {Number.isInteger(id) && id > 0 ? (
        <StudentEdit id={id} />
      ) : (
        <Page title="Edit Student">
          <Alert severity="error">No such student.</Alert>
        </Page>
      )}
    </WriterOnly>
  );
}

export function StudentTransferInRegisterPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateTransferredStudent();
  const initialValues = useMemo(() => emptyStudentValues(), []);
  return (
    <WriterOnly title="Transfer In: Student Registration">
      <Page title="Transfer In: Student Registration">
        <Section>
          <StudentStepper
            mode="transfer-in"
            initialValues={initialValues}
            submitLabel="Register Transferred Student"
            send={create.mutateAsync}
            failureMessage="Could not register the transferred student."
            onSaved={() => {
              toast.success(TRANSFERRED_STUDENT_REGISTERED);
              navigate(STUDENT_TRANSFER_IN_PATH);
            }}
          />
        </Section>
      </Page>
    </WriterOnly>
  );
}
