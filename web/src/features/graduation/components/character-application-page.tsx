/**
 * /character-application, "Application for Character Certificate" (api-contract 6 and 8.5):
 * the original printed one fixed campus and program; here the registrar picks a graduate of
 * the campus and prints that graduate's application, filled from the graduation record with
 * its library and laboratory clearance boxes (each print is issued with a verification code).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { can } from '@hemis/contracts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { PdfPreview } from '../../../components/pdf-preview.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useGraduation } from '../api/graduations.ts';
import { GraduatePicker } from './graduate-picker.tsx';

const PATH = '/character-application';
const TITLE = 'Application for Character Certificate';

function Application({ graduationId }: { graduationId: number }) {
  const writer = can(useRole(), 'graduation:write');
  const graduation = useGraduation(graduationId);
  if (graduation.isPending) return <PageLoader />;
  if (graduation.isError)
    return <Alert severity="error">{serverMessage(graduation.error, 'Could not load the graduate.')}</Alert>;
  const row = graduation.data;
  return (
    <Section title={row.applicantNameEng}>
      <Stack spacing={2}>
        <Typography>
          {row.programName} ({row.levelName}), enrolled {row.enrolledYear}, passed {row.passedYear}
        </Typography>
        {writer ? (
          <PdfPreview
            path={`Graduation/${graduationId}/CharacterCertificateApplication/pdf`}
            fileName={`character-certificate-application-${graduationId}.pdf`}
            title="Application for character certificate"
          />
        ) : (
          <Alert severity="info">Printing the application is for the campus&apos;s graduation keepers.</Alert>
        )}
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to={PATH}>
            Back to the graduates
          </Button>
          <Button
            component={RouterLink}
            to={`/graduation-management/${row.studentType === 'old' ? 'character-certificate-old' : 'character-certificate'}/${row.id}`}
          >
            Character certificate
          </Button>
        </Stack>
      </Stack>
    </Section>
  );
}

export function CharacterApplicationPage() {
  const [params] = useSearchParams();
  const graduationId = Number(params.get('id'));
  const chosen = Number.isInteger(graduationId) && graduationId > 0;
  return (
    <Page title={TITLE}>
      {chosen ? (
        <Application graduationId={graduationId} />
      ) : (
        <Section title="Choose the graduate">
          <GraduatePicker label="Graduates" action="Print Application" to={(row) => `${PATH}?id=${row.id}`} />
        </Section>
      )}
    </Page>
  );
}

export default CharacterApplicationPage;
