/**
 * Graduation management (api-contract 8.5): the enrolled students to graduate
 * (/graduation-management/student-list), the graduation form of an enrolled student
 * (/graduation-management/graduation-form/{studentId}) and of a former student
 * (/graduation-management/old-students), and the lists of graduates, enrolled and former
 * (/graduation-management/graduation-list, /graduation-management/graduation-list-old), each
 * graduate with Edit (/graduation-management/graduation-edit/{id}) and Generate (the character
 * certificate page).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { GENDERS, GRADUATION_FILE_KINDS, can, type Graduation, type GraduationFileKind } from '@hemis/contracts';
import { menuItems } from '../../../components/filter-select.tsx';
import { ListScreen, useListState } from '../../../components/list-screen.tsx';
import { Page, Section } from '../../../components/page.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { fieldErrorsOf, messageBesideFields } from '../../../lib/api-client.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { FiscalYearSelect, useFiscalYearOptions } from '../../lookups/components/fiscal-year-select.tsx';
import { useStudent } from '../../student/api/get-student.ts';
import { STUDENT_COLUMNS as C } from '../../student/components/enrolment/student-columns.tsx';
import { ENROLLED_STUDENT_COLUMNS, EnrolledStudentList } from '../../student/components/student-list-table.tsx';
import { GRADUATION_FILE_LABELS } from '../../alumni/components/graduate-facts.ts';
import { useCollegePrograms } from '../../program/api/get-college-programs.ts';
import {
  useGraduation,
  useGraduationPage,
  useRecordGraduation,
  useUpdateGraduation,
  type GraduationKind,
} from '../api/graduations.ts';
import { FileButton } from '../../../components/file-button.tsx';

/** The fields both forms share, as the request names them, with their labels. */
const DEGREE_FIELDS = [
  ['applicantNameNep', 'Student Name (Nepali)'],
  ['email', 'Email'],
  ['fatherName', 'Father Name'],
  ['motherName', 'Mother Name'],
  ['doBNepali', 'Date of Birth (B.S.)'],
  ['doBEng', 'Date of Birth (A.D.)'],
  ['studentAddress', 'Student Address'],
  ['contactNo', 'Contact Number'],
  ['campusRolNo', 'Campus Roll No.'],
  ['symbolNoUniversity', 'Symbol No.'],
  ['studentRegNo', 'Registration No.'],
  ['enrolledYear', 'Enrolled Year (A.D.)'],
  ['passedYear', 'Passed Year (A.D.)'],
  ['division', 'Grade/Division'],
  ['gpa', 'GPA/Percentage'],
  ['universityIssueNo', 'University Issue No.'],
  ['issueDateNep', 'Date of Issue (B.S.)'],
  ['issueDateEng', 'Date of Issue (A.D.)'],
  ['remarks', 'Remarks'],
] as const;

const REQUIRED = new Set(['enrolledYear', 'passedYear', 'fiscalYearID', 'applicantNameEng', 'programMgmtId']);

/** The former student's own fields, which only the old-student form shows. */
const OLD_STUDENT_FIELDS = ['applicantNameEng', 'programMgmtId', 'gender', 'ethinicity'];

/** Whether the form of that kind shows the field, and so its message under it. */
const showsField = (kind: GraduationKind) => (field: string) =>
  field === 'fiscalYearID' ||
  DEGREE_FIELDS.some(([name]) => name === field) ||
  (kind === 'old' && OLD_STUDENT_FIELDS.includes(field));

/** The form's values of a recorded graduation, for its edit. */
function valuesOf(graduation: Graduation): Record<string, string> {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    fiscalYearID: text(graduation.fiscalYearID),
    applicantNameEng: graduation.applicantNameEng,
    programMgmtId: text(graduation.programMgmtId),
    gender: text(graduation.gender),
    ethinicity: text(graduation.ethinicity),
    ...Object.fromEntries(DEGREE_FIELDS.map(([name]) => [name, text(graduation[name])])),
  };
}

const listOf = (kind: GraduationKind) =>
  kind === 'enrolled' ? '/graduation-management/graduation-list' : '/graduation-management/graduation-list-old';

function GraduationForm({
  kind,
  student,
  existing,
}: {
  kind: GraduationKind;
  student?: { id: number; name: string; level: string; program: string };
  /** A recorded graduation to change (PUT) instead of a new one. */
  existing?: Graduation;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const years = useFiscalYearOptions();
  const programs = useCollegePrograms();
  const record = useRecordGraduation();
  const update = useUpdateGraduation();
  const saving = record.isPending || update.isPending;
  const [values, setValues] = useState<Record<string, string>>(() => (existing ? valuesOf(existing) : {}));
  const [files, setFiles] = useState<Partial<Record<GraduationFileKind, File>>>({});
  const [cleared, setCleared] = useState<GraduationFileKind[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const kept = (kindOfFile: GraduationFileKind) =>
    Boolean(existing?.[kindOfFile]) && !cleared.includes(kindOfFile) && !files[kindOfFile];
  const input = (name: string, label: string, extra: object = {}) => (
    <TextField
      label={label}
      fullWidth
      required={REQUIRED.has(name)}
      value={values[name] ?? ''}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      {...extra}
    />
  );
  const submit = () => {
    setErrors({});
    const callbacks = {
      onSuccess: () => {
        toast.success(existing ? 'Graduation updated' : 'Graduation recorded');
        void navigate(listOf(kind));
      },
      onError: (error: unknown) => {
        setErrors(fieldErrorsOf(error));
        const elsewhere = messageBesideFields(error, showsField(kind), 'The graduation could not be saved');
        if (elsewhere) toast.error(elsewhere);
      },
    };
    if (existing) {
      update.mutate({ id: existing.id, form: { ...values, clearFiles: cleared.join(','), ...files } }, callbacks);
      return;
    }
    record.mutate(
      {
        kind,
        form: {
          ...values,
          ...(student ? { studentID: student.id, studentType: 'regular' } : { studentType: 'old' }),
          ...files,
        },
      },
      callbacks,
    );
  };
  return (
    <Section>
      {student ? (
        <Stack direction="row" spacing={4} sx={{ mb: 3 }}>
          <Typography>
            <strong>Student Name:</strong> {student.name}
          </Typography>
          <Typography>
            <strong>Level:</strong> {student.level}
          </Typography>
          <Typography>
            <strong>Program:</strong> {student.program}
          </Typography>
        </Stack>
      ) : null}
      <Grid container spacing={2} component="form" aria-label="Graduation" noValidate>
        <Grid size={{ xs: 12, md: 4 }}>
          {input('fiscalYearID', 'Graduated Fiscal Year', { select: true, children: menuItems(years) })}
        </Grid>
        {kind === 'old' ? (
          <>
            <Grid size={{ xs: 12, md: 4 }}>{input('applicantNameEng', 'Applicant Name (English)')}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              {input('programMgmtId', 'Program', {
                select: true,
                children: menuItems(
                  (programs.data ?? []).map((program) => ({ value: String(program.id), label: program.programName })),
                ),
              })}
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              {input('gender', 'Gender', {
                select: true,
                children: menuItems(
                  GENDERS.map((gender) => ({ value: gender, label: gender.charAt(0).toUpperCase() + gender.slice(1) })),
                ),
              })}
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>{input('ethinicity', 'Ethnicity')}</Grid>
          </>
        ) : null}
        {DEGREE_FIELDS.map(([name, label]) => (
          <Grid key={name} size={{ xs: 12, md: 4 }}>
            {input(name, label, name.endsWith('Eng') ? { placeholder: 'YYYY-MM-DD' } : {})}
          </Grid>
        ))}
        {GRADUATION_FILE_KINDS.map((kindOfFile) => (
          <Grid key={kindOfFile} size={{ xs: 12, md: 4 }}>
            {kept(kindOfFile) ? (
              <Button
                size="small"
                color="warning"
                onClick={() => setCleared([...cleared, kindOfFile])}
                aria-label={`Remove the kept ${GRADUATION_FILE_LABELS[kindOfFile]}`}
              >
                Remove kept {GRADUATION_FILE_LABELS[kindOfFile]}
              </Button>
            ) : null}
            <FileButton
              fullWidth
              accept={
                kindOfFile === 'uploadPPSizePhoto' || kindOfFile === 'uploadSignature'
                  ? 'image/*'
                  : 'image/*,application/pdf'
              }
              onFile={(file) => setFiles({ ...files, [kindOfFile]: file })}
            >
              {files[kindOfFile]
                ? `${GRADUATION_FILE_LABELS[kindOfFile]}: ${files[kindOfFile]!.name}`
                : kept(kindOfFile)
                  ? `${GRADUATION_FILE_LABELS[kindOfFile]} (kept; choose to replace)`
                  : GRADUATION_FILE_LABELS[kindOfFile]}
            </FileButton>
          </Grid>
        ))}
      </Grid>
      <Button variant="contained" sx={{ mt: 3 }} onClick={submit} disabled={saving}>
        {saving ? 'Saving…' : existing ? 'Save changes' : 'Submit Graduated'}
      </Button>
    </Section>
  );
}

/** /graduation-management/graduation-form/{studentId} */
export function EnrolledGraduationPage() {
  const studentId = Number(useParams().id);
  const student = useStudent(studentId);
  return (
    <Page title="Graduation Management for Enrolled Students">
      {student.error ? (
        <Alert severity="error">{serverMessage(student.error, 'Could not load the student.')}</Alert>
      ) : null}
      {student.data ? (
        <GraduationForm
          kind="enrolled"
          student={{
            id: student.data.id,
            name: [student.data.firstName, student.data.middleName, student.data.lastName].filter(Boolean).join(' '),
            level: student.data.levelName ?? '',
            program: student.data.programName ?? '',
          }}
        />
      ) : null}
    </Page>
  );
}

/** /graduation-management/graduation-edit/{graduationId}: either kind of graduation, changed. */
export function EditGraduationPage() {
  const graduation = useGraduation(Number(useParams().id));
  const row = graduation.data;
  return (
    <Page title="Edit Graduation">
      {graduation.error ? (
        <Alert severity="error">{serverMessage(graduation.error, 'Could not load the graduation.')}</Alert>
      ) : null}
      {row ? (
        <GraduationForm
          kind={row.studentType === 'old' ? 'old' : 'enrolled'}
          existing={row}
          student={
            row.studentType === 'old'
              ? undefined
              : { id: row.studentId ?? 0, name: row.applicantNameEng, level: row.levelName, program: row.programName }
          }
        />
      ) : null}
    </Page>
  );
}

/** /graduation-management/old-students */
export function OldGraduationPage() {
  return (
    <Page title="Graduation Management">
      <GraduationForm kind="old" />
    </Page>
  );
}

/** /graduation-management/student-list (enrolled-students): the enrolled students, each to graduate. */
export function GraduationStudentsPage() {
  const role = useRole();
  return (
    <Page title="Enrolled Students for Graduation">
      <Section>
        <EnrolledStudentList
          columns={ENROLLED_STUDENT_COLUMNS.filter((column) => column !== C.dobBs)}
          action={(row) => (
            <RowButton
              disabled={!can(role, 'graduation:write')}
              to={`/graduation-management/graduation-form/${row.id}`}
              label={`Graduate ${row.fullName}`}
            >
              Graduate
            </RowButton>
          )}
        />
      </Section>
    </Page>
  );
}

function GraduatesPage({ kind, title }: { kind: GraduationKind; title: string }) {
  const writer = can(useRole(), 'graduation:write');
  const state = useListState({}, { fiscalYearId: '' });
  const list = useGraduationPage(kind, state.request, state.filters.fiscalYearId);
  const columns: PagedColumn<Graduation>[] = [
    { id: 'name', header: 'Applicant Name (English)', cell: (row) => row.applicantNameEng },
    ...(kind === 'enrolled'
      ? [{ id: 'nameNep', header: 'Applicant Name (Nepali)', cell: (row: Graduation) => row.applicantNameNep ?? '' }]
      : []),
    { id: 'email', header: 'Email', cell: (row) => row.email ?? '' },
    { id: 'faculty', header: 'Faculty', cell: (row) => row.facultyName },
    { id: 'program', header: 'Program', cell: (row) => row.programName },
    { id: 'enrolled', header: 'Enrolled year', cell: (row) => row.enrolledYear },
    { id: 'passed', header: 'Passed year', cell: (row) => row.passedYear },
    { id: 'fiscalYear', header: 'Fiscal year', cell: (row) => row.fiscalYear.yearNepali },
    { id: 'issue', header: 'University Issue No', cell: (row) => row.universityIssueNo ?? '' },
    { id: 'reg', header: 'Registration No.', cell: (row) => row.studentRegNo ?? '' },
    { id: 'roll', header: 'Campus Roll No.', cell: (row) => row.campusRolNo ?? '' },
    actionColumn((row) => (
      <RowButtons>
        <RowButton
          variant="text"
          disabled={!writer}
          to={`/graduation-management/graduation-edit/${row.id}`}
          label={`Edit ${row.applicantNameEng}`}
        >
          Edit
        </RowButton>
        <RowButton
          to={`/graduation-management/${kind === 'old' ? 'character-certificate-old' : 'character-certificate'}/${row.id}`}
          label={`Generate the character certificate of ${row.applicantNameEng}`}
        >
          Generate
        </RowButton>
      </RowButtons>
    )),
  ];
  return (
    <ListScreen
      texts={{ title, failure: 'Could not load the graduates.', emptyText: 'No graduates recorded.' }}
      columns={columns}
      query={list}
      state={state}
      toolbar={
        <FiscalYearSelect
          value={state.filters.fiscalYearId}
          onChange={(fiscalYearId) => state.filter({ fiscalYearId })}
        />
      }
    />
  );
}

export const EnrolledGraduatesPage = () => <GraduatesPage kind="enrolled" title="Graduated Student List" />;
export const OldGraduatesPage = () => <GraduatesPage kind="old" title="Graduated Old Student List" />;
