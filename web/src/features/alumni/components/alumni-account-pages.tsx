/**
 * The signed-in alumnus's pages (api-contract 6): the account's home (/alumni-admin: the
 * profile's summary and the batchmates) and the profile (/alumni-admin/user-profile: the photo,
 * and the contact number, address and photo the alumnus keeps up to date; the degree's facts
 * are the campus's).
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AlumniProfileUpdateSchema, IMAGE_UPLOAD_MAX_BYTES, type AlumniProfile } from '@hemis/contracts';
import {
  FileInput,
  SchemaForm,
  TextInput,
  applyServerErrors,
  fileRules,
  useSchemaForm,
} from '../../../components/form/index.ts';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import type { FormValue } from '../../../lib/api-client.ts';
import { FactList, FactSection, type Fact } from '../../student/components/enrolment/student-details.tsx';
import { PrivateImage } from '../../student/components/enrolment/private-image.tsx';
import { useAlumniProfile, useBatchmates, useUpdateAlumniProfile, type Batchmate } from '../api/alumni-profile.ts';
import { rowsOf } from '../../../components/list-screen.tsx';

const degreeFacts = (profile: AlumniProfile): Fact[] => [
  ['Name', profile.applicantNameEng],
  ['Name (Nepali)', profile.applicantNameNep],
  ['Campus', profile.campusName],
  ['Faculty', profile.facultyName],
  ['Level', profile.levelName],
  ['Program', profile.programName],
  ['Enrolled Year', profile.enrolledYear],
  ['Passed Year', profile.passedYear],
  ['Grade/Division', profile.division],
  ['GPA/Percentage', profile.gpa],
];

const contactFacts = (profile: AlumniProfile): Fact[] => [
  ['Email', profile.email],
  ['Contact Number', profile.contactNo],
  ['Address', profile.studentAddress],
];

const BATCHMATE_COLUMNS: Column<Batchmate>[] = [
  { id: 'name', header: 'Name', value: (row) => row.applicantNameEng },
  { id: 'program', header: 'Program', value: (row) => row.programName },
  { id: 'enrolled', header: 'Enrolled Year', value: (row) => row.enrolledYear },
  { id: 'passed', header: 'Passed Year', value: (row) => row.passedYear },
  { id: 'work', header: 'Current Work', value: (row) => row.currentWork ?? '' },
];

/** The profile, or the loader or the reason it is not there. */
function WithProfile({ title, children }: { title: string; children: (profile: AlumniProfile) => ReactNode }) {
  const profile = useAlumniProfile();
  return (
    <Page title={title}>
      {profile.isPending ? <PageLoader label="Loading your profile" /> : undefined}
      {profile.error ? (
        <Alert severity="error">{serverMessage(profile.error, 'Your profile could not be loaded.')}</Alert>
      ) : undefined}
      {profile.data ? children(profile.data) : undefined}
    </Page>
  );
}

/** /alumni-admin */
export function AlumniAccountHome() {
  const batchmates = useBatchmates();
  return (
    <WithProfile title="My Alumni Account">
      {(profile) => (
        <>
          <FactSection title="My Degree" label="My degree" facts={degreeFacts(profile)} />
          <Section title="My Batch">
            <DataTable
              label="Batchmates"
              columns={BATCHMATE_COLUMNS}
              {...rowsOf(batchmates, 'Could not load your batch.')}
              emptyText="No one else of your batch has registered yet."
            />
          </Section>
        </>
      )}
    </WithProfile>
  );
}

function ProfileForm({ profile }: { profile: AlumniProfile }) {
  const toast = useToast();
  const update = useUpdateAlumniProfile();
  const form = useSchemaForm(AlumniProfileUpdateSchema, {
    defaultValues: {
      contactNo: profile.contactNo ?? '',
      studentAddress: profile.studentAddress ?? '',
      uploadPPSizePhoto: undefined as File | undefined,
    },
    rules: fileRules({ uploadPPSizePhoto: ['image', 'The photo'] }, IMAGE_UPLOAD_MAX_BYTES),
    submitsValues: true,
  });
  const save = (values: unknown) =>
    update.mutate(values as Record<string, FormValue>, {
      onSuccess: (saved) => {
        toast.success('Your profile was saved');
        form.reset({ contactNo: saved.contactNo ?? '', studentAddress: saved.studentAddress ?? '' });
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast.error(serverMessage(error, 'Your profile could not be saved'));
      },
    });
  return (
    <SchemaForm form={form} onSubmit={save} label="Edit profile">
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <TextInput name="contactNo" label="Contact Number" autoComplete="tel" />
        <TextInput name="studentAddress" label="Address" />
        <FileInput name="uploadPPSizePhoto" label="New photo" kind="image" />
        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </Box>
      </Stack>
    </SchemaForm>
  );
}

/** /alumni-admin/user-profile */
export function AlumniProfilePage() {
  return (
    <WithProfile title="My Profile">
      {(profile) => (
        <>
          <Section title="Profile">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
              <PrivateImage url={profile.uploadPPSizePhoto} label="My photo" width={140} height={170} />
              <Stack spacing={2} sx={{ flex: 1 }}>
                <FactList label="My contact details" facts={contactFacts(profile)} />
                <FactList label="My degree" facts={degreeFacts(profile)} />
              </Stack>
            </Stack>
          </Section>
          <Section title="Edit Contact Details">
            <ProfileForm profile={profile} />
          </Section>
        </>
      )}
    </WithProfile>
  );
}
