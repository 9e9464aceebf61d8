/**
 * The registration stepper (api-contract 8.1): General Information, Address Information,
 * Guardian Information, Program Registration and Review all, checked per step by the
 * contract's StudentBodySchema (the server parses the request with the same schema). One
 * stepper registers a student, edits one, and registers a transfer-in from outside HEMIS.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import {
  StudentBodySchema,
  TransferredStudentBodySchema,
  type CollegeProgram,
  type StudentRecord,
} from '@hemis/contracts';
import {
  FormStepper,
  SchemaForm,
  applyServerErrors,
  useSchemaForm,
  type KeptFile,
} from '../../../../components/form/index.ts';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { statusOf, type FormValue } from '../../../../lib/api-client.ts';
import { useCollegePrograms } from '../../../program/api/get-college-programs.ts';
import { downloadStudentFile, useStudentFile } from '../../api/get-student-file.ts';
import { AddressStep } from './address-step.tsx';
import { GeneralStep } from './general-step.tsx';
import { GuardianStep } from './guardian-step.tsx';
import { ProgramStep } from './program-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { useStudentMessageTranslation } from './student-form-messages.ts';
import {
  KEPT_FILE_OF,
  SERVER_FIELD_ALIASES,
  STEP_FIELDS,
  studentFormFields,
  studentRules,
  type StudentFileField,
  type StudentFormMode,
  type StudentFormValues,
} from './student-form-values.ts';

/**
 * The campus's programs, and on an edit the student's own program even when the campus has
 * stopped running it: the student keeps it (the server allows that), so the cascade shows it.
 */
export function programsOffered(programs: readonly CollegeProgram[], record: StudentRecord | undefined) {
  if (!record || programs.some((program) => program.id === record.programId)) return programs;
  const own = {
    id: record.programId,
    programName: record.programName,
    shortName: record.programShortName,
    levelId: record.levelId,
    levelName: record.levelName,
    facultyId: record.facultyId,
    facultyName: record.facultyName,
    programType: record.programType,
    // Unknown here: the longest a program runs (4 years, 8 semesters) bounds the period choices.
    duration: 4,
  } as CollegeProgram;
  return [...programs, own];
}

/** The files an edited record keeps, each fetched with the session's token for its preview. */
function useKeptFiles(record: StudentRecord | undefined): (name: StudentFileField) => KeptFile | undefined {
  const { t } = useTranslation('student');
  const url = (name: StudentFileField) => (record?.[KEPT_FILE_OF[name]] as string | null | undefined) ?? null;
  const files = {
    ppSizePhotoFile: useStudentFile(url('ppSizePhotoFile')),
    citizenshipFrontFile: useStudentFile(url('citizenshipFrontFile')),
    citizenshipBackFile: useStudentFile(url('citizenshipBackFile')),
    nidPicFile: useStudentFile(url('nidPicFile')),
    digitalSignature: useStudentFile(url('digitalSignature')),
    receiptImage: useStudentFile(url('receiptImage')),
    transferDoc: useStudentFile(url('transferDoc')),
  } satisfies Record<StudentFileField, unknown>;
  return (name) => {
    const location = url(name);
    if (!location) return undefined;
    const file = files[name].data;
    return {
      preview: file?.dataUrl,
      name: file && !file.dataUrl ? t('files.uploadedDocument') : t('files.uploadedFile'),
      onOpen: () => void downloadStudentFile(location),
    };
  };
}

export interface StudentStepperProps {
  mode: StudentFormMode;
  initialValues: StudentFormValues;
  /** The record an edit starts from. */
  record?: StudentRecord;
  submitLabel: string;
  /** Sends the multipart fields; a rejection with the server's answer shows on the form. */
  send: (fields: Record<string, FormValue>) => Promise<unknown>;
  onSaved: () => void;
  failureMessage: string;
}

export function StudentStepper({
  mode,
  initialValues,
  record,
  submitLabel,
  send,
  onSaved,
  failureMessage,
}: StudentStepperProps) {
  const { t } = useTranslation('student');
  const translateMessage = useStudentMessageTranslation();
  const toast = useToast();
  const programs = useCollegePrograms();
  // A transfer-in names where the student comes from (the contract's own schema for it).
  const schema = mode === 'transfer-in' ? TransferredStudentBodySchema : StudentBodySchema;
  const form = useSchemaForm(schema, { defaultValues: initialValues, rules: studentRules(mode) });
  const [failure, setFailure] = useState<string>();
  const kept = useKeptFiles(record);
  // Transfer facts show for a transfer-in, and on the edit of a student who came in that way.
  const transfer = mode === 'transfer-in' || Boolean(record?.isTransferredIn);

  if (programs.isPending) return <PageLoader label={t('registration.loadingPrograms')} />;
  const programList = programsOffered(programs.data ?? [], record);

  const submit = async () => {
    setFailure(undefined);
    try {
      await send(studentFormFields(form.getValues(), mode, transfer));
      onSaved();
    } catch (error) {
      const elsewhere = applyServerErrors(form, error, SERVER_FIELD_ALIASES);
      // A 409 (the student or one of its numbers exists) is the server's own message.
      const message =
        statusOf(error) === 400
          ? [t('registration.fixMarkedFields'), ...elsewhere.map(translateMessage)].join(' ')
          : serverMessage(error, failureMessage);
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} label={submitLabel} translateMessage={translateMessage}>
      {programs.error ? (
        <Alert severity="error">{serverMessage(programs.error, t('registration.programsNotLoaded'))}</Alert>
      ) : undefined}
      <FormStepper
        submitLabel={submitLabel}
        submitting={form.formState.isSubmitting}
        steps={[
          { label: t('steps.general'), fields: STEP_FIELDS.general, content: <GeneralStep kept={kept} /> },
          { label: t('steps.address'), fields: STEP_FIELDS.address, content: <AddressStep /> },
          { label: t('steps.guardian'), fields: STEP_FIELDS.guardian, content: <GuardianStep /> },
          {
            label: t('steps.program'),
            fields: STEP_FIELDS.program,
            content: <ProgramStep programs={programList} transfer={transfer} kept={kept} />,
          },
        ]}
        review={{
          label: t('steps.review'),
          content: <ReviewStep programs={programList} transfer={transfer} kept={kept} />,
        }}
        failure={failure}
      />
    </SchemaForm>
  );
}
