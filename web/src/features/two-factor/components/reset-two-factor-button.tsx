/** The users list's "Reset two-factor": an administrator removes a user's second factor, after asking (issue #33). */
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RowButton } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useResetTwoFactor } from '../api/reset-two-factor.ts';

export function ResetTwoFactorButton({
  user,
  disabled,
}: {
  user: { id: number; fullName: string };
  disabled: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const reset = useResetTwoFactor();
  const toast = useToast();
  return (
    <>
      <RowButton disabled={disabled} onClick={() => setAsking(true)} label={`Reset two-factor of ${user.fullName}`}>
        Reset two-factor
      </RowButton>
      {asking ? (
        <ConfirmDialog
          open
          title="Reset two-factor sign-in?"
          confirmLabel="Reset two-factor"
          busy={reset.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            reset.mutate(user.id, {
              onSuccess: (answer) => {
                toast.success(answer.message);
                setAsking(false);
              },
              onError: (error) => toast.error(serverMessage(error, 'Two-factor sign-in could not be reset')),
            })
          }
        >
          {`${user.fullName}’s authenticator app and recovery codes will stop working and they will be signed out everywhere. They set up two-factor sign-in again at their next sign-in where their role requires it.`}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
