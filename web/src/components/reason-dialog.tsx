/**
 * A confirmation that asks why before a record is set aside (a receipt cancelled, a register's
 * record archived): the record is kept with the reason, so the reason is required, and the
 * server's word on it is shown under the field.
 */
import { useState, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import type { UseMutationResult } from '@tanstack/react-query';
import { fieldErrorsOf } from '../lib/api-client.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { serverMessage } from './setup/setup-screen.tsx';
import { useToast } from './toast.tsx';

export interface ReasonDialogProps {
  id: number;
  /** The call that sets the record aside with its reason. */
  action: Pick<UseMutationResult<unknown, Error, { id: number; reason: string }>, 'mutate' | 'isPending'>;
  title: string;
  confirmLabel: string;
  reasonLabel: string;
  /** Said when no reason is given. */
  reasonRequired: string;
  succeeded: string;
  failed: string;
  /** What becomes of the record. */
  children: ReactNode;
  onClose: () => void;
}

export function ReasonDialog({
  id,
  action,
  title,
  confirmLabel,
  reasonLabel,
  reasonRequired,
  succeeded,
  failed,
  children,
  onClose,
}: ReasonDialogProps) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    if (!reason.trim()) {
      setError(reasonRequired);
      return;
    }
    action.mutate(
      { id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(succeeded);
          onClose();
        },
        onError: (failure) => {
          const issues = Object.values(fieldErrorsOf(failure));
          if (issues.length > 0) setError(issues.join(' '));
          else toast.error(serverMessage(failure, failed));
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      busy={action.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {children}
      <TextField
        autoFocus
        fullWidth
        required
        multiline
        minRows={2}
        margin="normal"
        label={reasonLabel}
        value={reason}
        error={Boolean(error)}
        helperText={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
