import Typography from '@mui/material/Typography';
import { Page, Section } from '../../../components/page.tsx';

/** /open-enroll: open enrolment is announced here; the original showed a static page. */
export function OpenEnrollPage() {
  return (
    <Page title="Open Enrollment">
      <Section>
        <Typography>
          Open enrollment is not running at the moment. Please contact your campus for admission details.
        </Typography>
      </Section>
    </Page>
  );
}

export default OpenEnrollPage;
