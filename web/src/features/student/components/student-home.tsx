import Typography from '@mui/material/Typography';
import { Page, Section } from '../../../components/page.tsx';
import { useCurrentUser } from '../../../lib/session/session-store.ts';

/** The student's home, the one screen a student reaches (spec section 2: Guard). */
export function StudentHome() {
  const user = useCurrentUser();
  return (
    <Page title="Student Home">
      <Section>
        <Typography>
          Welcome, {user?.firstName} {user?.lastName}.
        </Typography>
        <Typography color="text.secondary">{user?.institution.campusName}</Typography>
      </Section>
    </Page>
  );
}

export default StudentHome;
