/**
 * The student's home (spec section 2: the one screen a student reaches, at / and
 * /student-home): the student's own record from GET Student/Me, with photo, program,
 * batch, section, ID-card validity and the documents the campus keeps for them
 * (studentprofile/Me). The server answers only the signed-in student's own record; an
 * account not yet linked to a record sees that said plainly.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  STUDENT_DOCUMENT_KINDS,
  type StudentDocumentKind,
  type StudentDocuments,
  type StudentRecord,
} from '@hemis/contracts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useCurrentUser } from '../../../lib/session/session-store.ts';
import { useMyDocuments, useMyStudent } from '../api/get-my-student.ts';
import { downloadPrivateFile, ownFileUrl } from '../api/student-file.ts';
import { PrivateImage } from './enrolment/private-image.tsx';
import { downloadOwnCard } from '../../id-card/api/id-cards.ts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { MyResults } from '../../exam/components/my-results.tsx';
import { MyDues } from '../../payments/components/my-dues.tsx';
import { FactList, FactSection, placementFacts, studentFullName, type Fact } from './enrolment/student-details.tsx';

const TITLE = 'Student Home';

/** The document set's labels (api-contract 8.1, "Student documents"). */
const DOCUMENT_LABELS: Record<StudentDocumentKind, string> = {
  ppSizePhoto: 'Profile Photo',
  citizenshipFront: 'Citizenship Front',
  citizenshipBack: 'Citizenship Back',
  nid: 'NID Front',
  nidBack: 'NID Back',
  transcript: 'SEE Transcript',
  academicCharecterCertificateSee: 'SEE Character Certificate',
  migrationCertificate: 'SEE Migration Certificate',
  academicTranscriptHS: 'HS (+2) Transcript',
  academicCharecterCertificateHS: 'HS (+2) Character Certificate',
  academicMigrationCertificateHS: 'HS (+2) Migration Certificate',
  academicTranscriptBachelor: 'Bachelor Transcript',
  academicCharecterCertificateBachelor: 'Bachelor Character Certificate',
  academicMigrationCertificateBachelor: 'Bachelor Migration Certificate',
  academicTranscriptMaster: 'Master Transcript',
  academicCharecterCertificateMaster: 'Master Character Certificate',
  academicMigrationMaster: 'Master Migration Certificate',
  anyOtherDoc1: 'Other Document 1',
  anyOtherDoc2: 'Other Document 2',
  anyOtherDoc3: 'Other Document 3',
};

function profileFacts(record: StudentRecord): Fact[] {
  return [
    ['Name', studentFullName(record)],
    ['नाम', record.nepaliName],
    ['Date of Birth (BS)', record.doBBS],
    ['Phone', record.phoneNumber],
    ['Email', record.email],
    ['Status', record.isVerified ? 'Enrolled' : 'Waiting for verification'],
  ];
}

/** Today as YYYY-MM-DD, the form the AD validity date has. */
const today = () => new Date().toISOString().slice(0, 10);

function IdCardValidity({ record }: { record: StudentRecord }) {
  const toast = useToast();
  if (!record.validDateNep && !record.validDate) {
    return <Typography color="text.secondary">No ID card validity is set yet.</Typography>;
  }
  const validDay = record.validDate?.slice(0, 10);
  const expired = validDay !== undefined && validDay < today();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography>
        Valid Upto: {record.validDateNep ?? '—'}
        {validDay ? ` (${validDay} AD)` : ''}
      </Typography>
      <Chip size="small" color={expired ? 'error' : 'success'} label={expired ? 'Expired' : 'Valid'} />
      <Button
        size="small"
        variant="outlined"
        onClick={() =>
          void downloadOwnCard().catch((error: unknown) =>
            toast.error(serverMessage(error, 'Could not download the card.')),
          )
        }
      >
        Download my ID card
      </Button>
    </Stack>
  );
}

function DocumentLinks({ documents }: { documents: StudentDocuments | null | undefined }) {
  const toast = useToast();
  const present = STUDENT_DOCUMENT_KINDS.flatMap((kind) => {
    const url = ownFileUrl(documents?.[kind]);
    return url ? [{ kind, url }] : [];
  });
  if (present.length === 0) return <Typography color="text.secondary">No documents are uploaded yet.</Typography>;
  return (
    <Box component="ul" aria-label="My documents" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
      {present.map(({ kind, url }) => (
        <Box component="li" key={kind} sx={{ listStyle: 'none' }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() =>
              downloadPrivateFile(url, DOCUMENT_LABELS[kind]).catch(() =>
                toast.error('Could not download the document.'),
              )
            }
          >
            {DOCUMENT_LABELS[kind]}
          </Button>
        </Box>
      ))}
    </Box>
  );
}

export function StudentHome() {
  const user = useCurrentUser();
  const userId = user?.id ?? 0;
  const student = useMyStudent(userId);
  const record = student.data;
  const documents = useMyDocuments(userId, Boolean(record));

  if (student.isPending) {
    return (
      <Page title={TITLE}>
        <PageLoader label="Loading your record" />
      </Page>
    );
  }
  if (student.isError || !record) {
    return (
      <Page title={TITLE}>
        <Section>
          <Typography sx={{ mb: 2 }}>
            Welcome, {user?.firstName} {user?.lastName}.
          </Typography>
          {student.isError ? (
            <Alert severity="error">Your record could not be loaded. Please try again later.</Alert>
          ) : (
            <Alert severity="info">
              No student record is linked to your account yet. Please ask your campus to link your enrolment to{' '}
              {user?.email}.
            </Alert>
          )}
        </Section>
      </Page>
    );
  }

  return (
    <Page title={TITLE}>
      <Section title="My Profile">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <PrivateImage url={ownFileUrl(record.ppSizePhoto)} label="My photo" width={140} height={170} />
          <Box sx={{ flex: 1 }}>
            <FactList label="My profile" facts={profileFacts(record)} />
          </Box>
        </Stack>
      </Section>
      <FactSection title="My Program" label="My program" facts={placementFacts(record)} />
      <Section title="ID Card">
        <IdCardValidity record={record} />
      </Section>
      <MyResults />
      <MyDues />
      <Section title="My Documents">
        {documents.isPending ? (
          <PageLoader label="Loading your documents" />
        ) : documents.isError ? (
          <Alert severity="error">Your documents could not be loaded.</Alert>
        ) : (
          <DocumentLinks documents={documents.data} />
        )}
      </Section>
    </Page>
  );
}

export default StudentHome;
