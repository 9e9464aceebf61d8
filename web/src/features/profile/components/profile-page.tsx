/**
 * Profile: the signed-in user's account and institution (GET /Student/GetUserDetails). A
 * campus administrator edits the campus profile here (PATCH /Campus/Profile), within what a
 * campus may change: its name, type, code, accreditation and university are shown, not edited.
 * Every user sees and ends their sessions here, and staff keep their second factor.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { can, CAMPUS_FIELDS_NOT_FOR_CAMPUS, type UserDetailsResponse } from '@hemis/contracts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useUpdateCampusProfile } from '../../campus/api/update-campus-profile.ts';
import { campusFormFields, campusToValues, type CampusFormValues } from '../../campus/campus-form-values.ts';
import { CampusLogo } from '../../campus/components/campus-logo.tsx';
import { CampusForm } from '../../campus/components/campus-form.tsx';
import { useUserDetails } from '../api/get-user-details.ts';
import { TwoFactorSection } from '../../two-factor/components/two-factor-section.tsx';
import { SessionsSection } from './sessions-section.tsx';

export const PROFILE_SAVED = 'Campus profile updated successfully.';

/** Not offered on the profile: what a campus may not change, and what the record does not read back. */
const PROFILE_LOCKED: readonly (keyof CampusFormValues)[] = [
  ...CAMPUS_FIELDS_NOT_FOR_CAMPUS.filter((name): name is keyof CampusFormValues & typeof name => name !== 'status'),
  'universityId',
  'campusNameNepali',
  'tole',
];

function Details({ items }: { items: [string, string | number | null | undefined][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 1, m: 0 }}>
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function CampusProfileForm({ data }: { data: UserDetailsResponse }) {
  const toast = useToast();
  const update = useUpdateCampusProfile();
  return (
    <CampusForm
      key={data.id}
      title="Campus Profile"
      submitLabel="Update Profile"
      initialValues={campusToValues(data)}
      locked={PROFILE_LOCKED}
      onSubmit={(values, logo) =>
        update.mutateAsync({ fields: campusFormFields(values, 'update', PROFILE_LOCKED), logo })
      }
      onSaved={() => toast.success(PROFILE_SAVED)}
      failureMessage={(error) => serverMessage(error, 'Could not update the campus profile.')}
    />
  );
}

export function ProfilePage() {
  const role = useRole();
  const { data, isPending, error } = useUserDetails();
  if (isPending) return <PageLoader label="Loading profile" />;
  if (error || !data) return <Alert severity="error">Could not load your profile.</Alert>;
  const { user } = data;
  const fullName = [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');
  const editsCampus = can(role, 'campus:profile') && data.campusType !== null;
  return (
    <Page title="Profile">
      <Section title="Account">
        <Details
          items={[
            ['Name', fullName],
            ['Email', user.email],
            ['Phone Number', user.phoneNumber],
            ['Role', user.role],
          ]}
        />
      </Section>
      <Section title="Institution">
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
          <CampusLogo logo={data.logo} name={data.campusName} size={64} />
          <Typography variant="h6">{data.campusName}</Typography>
        </Box>
        <Details
          items={
            editsCampus
              ? [
                  ['University', data.universityName],
                  ['Campus Type', data.campusType],
                  ['Code', data.code],
                  ['Accreditation', data.accreditation],
                ]
              : [
                  ['University', data.universityName],
                  ['Campus Type', data.campusType],
                  ['Province', data.province],
                  ['District', data.district],
                  ['Local Level', data.localLevel],
                  ['Ward No.', data.wardNo],
                  ['Email', data.email],
                  ['Phone', data.phoneNo],
                  ['Principal', data.principalName],
                ]
          }
        />
      </Section>
      {editsCampus ? (
        <Section title="Campus Details">
          <CampusProfileForm data={data} />
        </Section>
      ) : undefined}
      <TwoFactorSection />
      <SessionsSection />
    </Page>
  );
}

export default ProfilePage;
