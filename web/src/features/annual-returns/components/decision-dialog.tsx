/**
 * A step of the approval behind its confirmation: Submit, Approve, Accept (each with an
 * optional comment but the submission) and Return (its comment says what the campus must
 * correct, so it is required). Each is sent with the version read; the server's refusal (the
 * return changed meanwhile) is said in the dialog.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { RETURN_MESSAGES, ReturnDecisionSchema, ReturnToCampusSchema, type CampusReturn } from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useDecideReturn, type ReturnDecision } from '../api/decide-return.ts';

const TEXTS: Record<ReturnDecision, { title: string; confirm: string; done: string; says: string }> = {
  Submit: {
    title: 'Submit the return?',
    confirm: 'Submit',
    done: 'Return submitted to the university',
    says: 'The snapshot, its explanations and the signed report go to the university. The campus cannot refresh the snapshot unless the return comes back.',
  },
  Approve: {
    title: 'Approve the return?',
    confirm: 'Approve',
    done: 'Return approved and sent to the grants body',
    says: 'The return goes to the grants body for acceptance.',
  },
  Accept: {
    title: 'Accept the return?',
    confirm: 'Accept',
    done: 'Return accepted',
    says: 'An accepted return is locked: its figures never change again, and they count in the national figures as returned.',
  },
  Return: {
    title: 'Return it to the campus?',
    confirm: 'Return',
    done: 'Return sent back to the campus',
    says: 'The campus sees the comment, corrects its figures, refreshes the snapshot and submits again.',
  },
};

export function DecisionDialog({
  decision,
  campusReturn,
  onClose,
}: {
  decision: ReturnDecision;
  campusReturn: CampusReturn;
  onClose: () => void;
}) {
  const toast = useToast();
  const decide = useDecideReturn();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const texts = TEXTS[decision];
  const confirm = () => {
    setFailure(undefined);
    const body = { version: campusReturn.version, comment: comment.trim() };
    const checked = decision === 'Return' ? ReturnToCampusSchema.safeParse(body) : ReturnDecisionSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? RETURN_MESSAGES.commentRequired);
      return;
    }
    decide.mutate(
      { campusReturnId: campusReturn.campusReturnId!, decision, version: campusReturn.version, comment: body.comment },
      {
        onSuccess: () => {
          toast.success(texts.done);
          onClose();
        },
        onError: (answer) => {
          const issues = Object.values(fieldErrorsOf(answer));
          if (issues.length > 0) setError(issues.join(' '));
          else setFailure(serverMessage(answer, 'The step could not be taken.'));
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open
      title={texts.title}
      confirmLabel={texts.confirm}
      busy={decide.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {texts.says}
      {decision === 'Submit' ? null : (
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          required={decision === 'Return'}
          label={decision === 'Return' ? 'What the campus must correct' : 'Comment (optional)'}
          value={comment}
          error={Boolean(error)}
          helperText={error}
          onChange={(event) => {
            setComment(event.target.value);
            setError(undefined);
          }}
        />
      )}
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
