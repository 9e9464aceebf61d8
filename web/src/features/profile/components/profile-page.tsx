/** Profile: the signed-in user's account and institution (GET /Student/GetUserDetails). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { CampusLogo } from '../../campus/components/campus-logo.tsx';
import { useUserDetails } from '../api/get-user-details.ts';

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

export function ProfilePage() {
  const { data, isPending, error } = useUserDetails();
  if (isPending) return <PageLoader label="Loading profile" />;
  if (error || !data) return <Alert severity="error">Could not load your profile.</Alert>;
  const { user } = data;
  const fullName = [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');
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
          items={[
            ['University', data.universityName],
            ['Campus Type', data.campusType],
            ['Province', data.province],
            ['District', data.district],
            ['Local Level', data.localLevel],
            ['Ward No.', data.wardNo],
            ['Email', data.email],
            ['Phone', data.phoneNo],
            ['Principal', data.principalName],
          ]}
        />
      </Section>
    </Page>
  );
}

export default ProfilePage;
