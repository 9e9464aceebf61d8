/**
 * /student-management/student-verification/:id, "Student's Enrollment Details for
 * Verification" (api-contract 8.1): every personal, address, guardian and program fact of
 * a registered student with the photos and scans, and the Verify button. Verifying asks
 * first, then returns to the pending list with the success message.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { can, STUDENT_RECORD_MESSAGES } from '@hemis/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { statusOf } from '../../../../lib/api-client.ts';
import { useRole } from '../../../../lib/session/session-store.ts';
import { useStudent } from '../../api/get-student.ts';
import { useVerifyStudent } from '../../api/verify-student.ts';
import type { PendingListState } from './pending-students-page.tsx';
import { PrivateImage } from './private-image.tsx';
import {
  enrolmentFacts,
  FactList,
  guardianFacts,
  imagesOf,
  permanentAddressFacts,
  personalFacts,
  placementFacts,
  studentFullName,
  temporaryAddressFacts,
} from './student-details.tsx';

const PENDING_LIST = '/student-management/student-list';
const TITLE = "Student's Enrollment Details for Verification";

export function StudentVerificationPage() {
  const id = Number(useParams().id);
  const role = useRole();
  const toast = useToast();
  const navigate = useNavigate();
  const student = useStudent(id);
  const verify = useVerifyStudent();
  const [confirming, setConfirming] = useState(false);

  if (student.isPending) return <PageLoader />;
  if (student.isError) {
    const missing = statusOf(student.error) === 404 || statusOf(student.error) === 400;
    return (
      <Page title={TITLE}>
        <Alert severity="error">
          {missing
            ? 'No such student.'
            : `Could not load the student: ${serverMessage(student.error, 'please try again.')}`}
        </Alert>
        <Box>
          <Button component={RouterLink} to={PENDING_LIST}>
            Back to the pending list
          </Button>
        </Box>
      </Page>
    );
  }

  const record = student.data;
  const name = studentFullName(record);
  const canVerify = can(role, 'student:verify') && !record.isVerified;

  const confirmVerify = async () => {
    try {
      const answer = await verify.mutateAsync(record.id);
      const state: PendingListState = { verified: answer?.message ?? STUDENT_RECORD_MESSAGES.verified };
      navigate(PENDING_LIST, { state });
    } catch (error) {
      setConfirming(false);
      toast.error(serverMessage(error, 'Could not verify the student.'));
    }
  };

  return (
    <Page title={TITLE}>
      {record.isVerified ? <Alert severity="info">{name} is already verified.</Alert> : undefined}
      <Section title="General Information">
        <FactList label="General information" facts={personalFacts(record)} />
      </Section>
      <Section title="Photos and Documents">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {imagesOf(record).map((image) => (
            <PrivateImage key={image.label} url={image.url} label={image.label} />
          ))}
        </Box>
      </Section>
      <Section title="Permanent Address">
        <FactList label="Permanent address" facts={permanentAddressFacts(record)} />
      </Section>
      <Section title="Temporary Address">
        <FactList label="Temporary address" facts={temporaryAddressFacts(record)} />
      </Section>
      <Section title="Guardian Information">
        <FactList label="Guardian information" facts={guardianFacts(record)} />
      </Section>
      <Section title="Program Registration">
        <FactList label="Program registration" facts={[...placementFacts(record), ...enrolmentFacts(record)]} />
      </Section>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={PENDING_LIST}>
          Back
        </Button>
        {canVerify ? (
          <Button variant="contained" onClick={() => setConfirming(true)}>
            Verify
          </Button>
        ) : undefined}
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Verify this student?"
        confirmLabel="Verify"
        busy={verify.isPending}
        onConfirm={() => void confirmVerify()}
        onClose={() => setConfirming(false)}
      >
        {name} joins the successfully enrolled students of {record.collegeName}.
      </ConfirmDialog>
    </Page>
  );
}

export default StudentVerificationPage;
