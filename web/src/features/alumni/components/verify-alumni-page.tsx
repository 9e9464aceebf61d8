/**
 * /Alumni/verify-alumni (api-contract 5.9 and 6): the public submissions waiting for the campus,
 * paged; Review shows what was submitted, and Verify (asked first) makes it a graduation and
 * emails the alumnus their set-password link. The server's answer is shown as it says it.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { can, type Graduation } from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListScreen, type ListTexts, useListState } from '../../../components/list-screen.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { FactList } from '../../student/components/enrolment/student-details.tsx';
import { PrivateImage } from '../../student/components/enrolment/private-image.tsx';
import { usePendingSubmissions, useVerifyAlumnus } from '../api/alumni-campus.ts';
import { GRADUATE_COLUMNS, graduateFacts, graduateFiles } from './graduate-facts.ts';

function ReviewDialog({ submission, onClose }: { submission: Graduation; onClose: (verified?: string) => void }) {
  const role = useRole();
  const toast = useToast();
  const verify = useVerifyAlumnus();
  const [confirming, setConfirming] = useState(false);
  const name = submission.applicantNameEng;
  return (
    <>
      <Dialog open onClose={() => onClose()} fullWidth maxWidth="lg" aria-labelledby="review-title">
        <DialogTitle id="review-title">Alumni registration of {name}</DialogTitle>
        <DialogContent>
          <FactList label="Submitted details" facts={graduateFacts(submission)} />
          <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
            {graduateFiles(submission).map((file) => (
              <PrivateImage key={file.label} url={file.url} label={file.label} width={140} height={140} />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>Close</Button>
          {can(role, 'alumni:verify') ? (
            <Button variant="contained" onClick={() => setConfirming(true)}>
              Verify
            </Button>
          ) : undefined}
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={`Verify ${name}?`}
        confirmLabel="Verify"
        busy={verify.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          verify.mutate(submission.id, {
            onSuccess: (message) => {
              setConfirming(false);
              onClose(message);
            },
            onError: (error) => toast.error(serverMessage(error, 'The registration could not be verified')),
          })
        }
      >
        {name} becomes a graduate of {submission.programName}, and an alumni login is emailed to {submission.email}.
      </ConfirmDialog>
    </>
  );
}

const WAITING_ALUMNI_LIST: ListTexts = {
  title: 'Verify Alumni',
  label: 'Alumni waiting for verification',
  failure: 'Could not load the registrations.',
  emptyText: 'No alumni registration is waiting for verification.',
};

export function VerifyAlumniPage() {
  const toast = useToast();
  const state = useListState();
  const list = usePendingSubmissions(state.request);
  const [reviewing, setReviewing] = useState<Graduation>();
  const [verified, setVerified] = useState<string>();
  const columns: PagedColumn<Graduation>[] = [
    ...GRADUATE_COLUMNS,
    actionColumn((row) => (
      <RowButton onClick={() => setReviewing(row)} label={`Review ${row.applicantNameEng}`}>
        Review
      </RowButton>
    )),
  ];
  return (
    <ListScreen
      texts={WAITING_ALUMNI_LIST}
      notice={
        verified ? (
          <Alert severity="success" role="status" onClose={() => setVerified(undefined)}>
            {verified}
          </Alert>
        ) : undefined
      }
      columns={columns}
      query={list}
      state={state}
    >
      {reviewing ? (
        <ReviewDialog
          submission={reviewing}
          onClose={(message) => {
            setReviewing(undefined);
            if (message) {
              setVerified(message);
              toast.success(message);
            }
          }}
        />
      ) : undefined}
    </ListScreen>
  );
}
