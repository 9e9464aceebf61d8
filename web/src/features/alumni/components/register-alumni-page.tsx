/**
 * /alumni/register-alumni (api-contract 5.9 and 6): a former student registers without signing
 * in: the campus (searched), one of its programs, the degree's facts and the files. The
 * contract's schema checks the form; the server's per-field messages land on their fields; a
 * second pending registration with the same email is refused with a message.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { AlumniSubmissionSchema, GENDERS, GRADUATION_FILE_KINDS, type GraduationFileKind } from '@hemis/contracts';
import {
  BsDateInput,
  FileInput,
  SchemaForm,
  SelectInput,
  TextInput,
  applyServerErrors,
  fileRules,
  useSchemaForm,
  type FileKind,
} from '../../../components/form/index.ts';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import type { FormValue } from '../../../lib/api-client.ts';
import { ethnicGroups } from '../../lookups/api/ethnic-groups.ts';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
// The server's limit for personal files, as the student registration checks it.
import { STUDENT_FILE_MAX_BYTES } from '../../student/components/registration/student-form-values.ts';
import { useRegistrationPrograms, useSubmitAlumniApplication } from '../api/alumni-registration.ts';
import { CampusSearchInput } from './campus-search-input.tsx';

const FILES: Record<GraduationFileKind, readonly [FileKind, string]> = {
  uploadPPSizePhoto: ['image', 'PP Size Photo'],
  uploadSignature: ['image', 'Signature'],
  uploadReceipt: ['image-or-pdf', 'Receipt'],
  uploadTranscript: ['image-or-pdf', 'Transcript'],
  uploadOtherDoc: ['image-or-pdf', 'Other Documents'],
};

/** The text fields in the order of the original form, as the schema names them. */
const TEXT_FIELDS = [
  ['applicantNameEng', 'Full Name (English)', true],
  ['applicantNameNep', 'Full Name (Nepali)', false],
  ['email', 'Email', true],
  ['contactNo', 'Contact Number', false],
  ['fatherName', 'Father Name', false],
  ['motherName', 'Mother Name', false],
  ['studentAddress', 'Address', false],
  ['studentRegNo', 'University Registration No.', false],
  ['symbolNoUniversity', 'Symbol No.', false],
  ['campusRollNo', 'Campus Roll No.', false],
  ['universityIssueNo', 'University Issue No.', false],
  ['enrolledYear', 'Enrolled Year (A.D.)', true],
  ['passedYear', 'Passed Year (A.D.)', true],
  ['division', 'Grade/Division', false],
  ['gpa', 'GPA/Percentage', false],
  ['remarks', 'Remarks', false],
] as const;

const EMPTY: Record<string, FormValue> = {
  fiscalYearID: '',
  campusId: '',
  programMgmtId: '',
  gender: '',
  ethinicity: '',
  doBNepali: '',
  doBEng: '',
  issueDateNep: '',
  issueDateEng: '',
  ...Object.fromEntries(TEXT_FIELDS.map(([name]) => [name, ''])),
  ...Object.fromEntries(GRADUATION_FILE_KINDS.map((kind) => [kind, undefined])),
};

const half = { xs: 12, md: 6, lg: 4 } as const;

export function RegisterAlumniPage() {
  const years = fiscalYears.useList();
  const groups = ethnicGroups.useList();
  const submit = useSubmitAlumniApplication();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; message: string }>();
  // A new round after a registration clears what the inputs keep of their own (the campus found).
  const [round, setRound] = useState(0);
  const form = useSchemaForm(AlumniSubmissionSchema, {
    defaultValues: EMPTY,
    rules: fileRules(FILES, STUDENT_FILE_MAX_BYTES),
    // Sent as typed (the server reads the same schema); the parsed dates would not go on the wire.
    submitsValues: true,
  });
  const campusId = Number(form.watch('campusId')) || undefined;
  const programs = useRegistrationPrograms(campusId);

  const send = (values: unknown) => {
    setOutcome(undefined);
    submit.mutate(values as Record<string, FormValue>, {
      onSuccess: ({ message }) => {
        setOutcome({ severity: 'success', message });
        form.reset(EMPTY);
        setRound(round + 1);
      },
      onError: (error) => {
        const elsewhere = applyServerErrors(form, error);
        setOutcome({ severity: 'error', message: elsewhere[0] ?? serverMessage(error, 'The registration failed.') });
      },
    });
  };

  return (
    <Page title="Alumni Registration">
      <Section>
        {outcome ? (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
            {outcome.message}
          </Alert>
        ) : undefined}
        <SchemaForm form={form} onSubmit={send} label="Alumni Registration">
          <Grid container spacing={2} key={round}>
            <Grid size={half}>
              <CampusSearchInput name="campusId" onValueChange={() => form.setValue('programMgmtId', '')} />
            </Grid>
            <Grid size={half}>
              <SelectInput
                name="programMgmtId"
                label="Program"
                required
                disabled={!campusId}
                options={(programs.data ?? []).map((program) => ({
                  value: String(program.id),
                  label: `${program.programName} (${program.levelName})`,
                }))}
              />
            </Grid>
            <Grid size={half}>
              <SelectInput
                name="fiscalYearID"
                label="Graduated Fiscal Year"
                required
                options={(years.data ?? []).map((year) => ({ value: String(year.id), label: year.yearNepali }))}
              />
            </Grid>
            {TEXT_FIELDS.map(([name, label, required]) => (
              <Grid key={name} size={half}>
                <TextInput name={name} label={label} required={required} />
              </Grid>
            ))}
            <Grid size={half}>
              <SelectInput
                name="gender"
                label="Gender"
                emptyLabel="None"
                options={GENDERS.map((gender) => ({
                  value: gender,
                  label: gender.charAt(0).toUpperCase() + gender.slice(1),
                }))}
              />
            </Grid>
            <Grid size={half}>
              <SelectInput
                name="ethinicity"
                label="Ethnic Group"
                emptyLabel="None"
                options={(groups.data ?? []).map((group) => ({ value: group.name, label: group.name }))}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 8 }}>
              <BsDateInput name="doBNepali" adName="doBEng" label="Date of Birth" />
            </Grid>
            <Grid size={{ xs: 12, lg: 8 }}>
              <BsDateInput name="issueDateNep" adName="issueDateEng" label="Date of Issue" />
            </Grid>
            {GRADUATION_FILE_KINDS.map((kind) => (
              <Grid key={kind} size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
                <FileInput name={kind} label={FILES[kind][1]} kind={FILES[kind][0]} />
              </Grid>
            ))}
          </Grid>
          <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={submit.isPending}>
            {submit.isPending ? 'Submitting…' : 'Submit Registration'}
          </Button>
        </SchemaForm>
      </Section>
    </Page>
  );
}
