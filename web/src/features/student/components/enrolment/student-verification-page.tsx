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
import { Link as RouterLink, useNavigate } from 'react-router';
import { can, STUDENT_RECORD_MESSAGES } from '@hemis/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { useRole } from '../../../../lib/session/session-store.ts';
import { useVerifyStudent } from '../../api/verify-student.ts';
import type { PendingListState } from './pending-students-page.tsx';
import { PrivateImage } from './private-image.tsx';
import { useRouteStudent } from './route-student.tsx';
import {
  enrolmentFacts,
  FactSection,
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
  const role = useRole();
  const toast = useToast();
  const navigate = useNavigate();
  const { record, fallback } = useRouteStudent(TITLE, { to: PENDING_LIST, label: 'Back to the pending list' });
  const verify = useVerifyStudent();
  const [confirming, setConfirming] = useState(false);

  if (!record) return fallback;
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
      <FactSection title="General Information" label="General information" facts={personalFacts(record)} />
      <Section title="Photos and Documents">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {imagesOf(record).map((image) => (
            <PrivateImage key={image.label} url={image.url} label={image.label} />
          ))}
        </Box>
      </Section>
      <FactSection title="Permanent Address" label="Permanent address" facts={permanentAddressFacts(record)} />
      <FactSection title="Temporary Address" label="Temporary address" facts={temporaryAddressFacts(record)} />
      <FactSection title="Guardian Information" label="Guardian information" facts={guardianFacts(record)} />
      <FactSection
        title="Program Registration"
        label="Program registration"
        facts={[...placementFacts(record), ...enrolmentFacts(record)]}
      />
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
