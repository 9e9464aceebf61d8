/**
 * The profile's "Two-factor sign-in" (issue #33): set it up (QR code, first code, recovery
 * codes), make new recovery codes, or turn it off with the password where the role allows.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TwoFactorDisableBodySchema, can, type TwoFactorDisableBody, type TwoFactorEnrolment } from '@hemis/contracts';
import { SchemaForm, TextInput, applyServerErrors, useSchemaForm } from '../../../components/form/index.ts';
import { Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import {
  TWO_FACTOR_STATUS_KEY,
  confirmEnrolment,
  renewRecoveryCodes,
  useBeginEnrolment,
  useTurnOffTwoFactor,
  useTwoFactorStatus,
} from '../api/own-two-factor.ts';
import { CodeForm } from './code-form.tsx';
import { EnrolmentPanel } from './enrolment-panel.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';

const formatDate = (iso: string) => new Date(iso).toLocaleString();

function TurnOffDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const turnOff = useTurnOffTwoFactor();
  const [refusal, setRefusal] = useState<string>();
  const form = useSchemaForm(TwoFactorDisableBodySchema, { defaultValues: { password: '' } as TwoFactorDisableBody });
  const submit = async ({ password }: { password: string }) => {
    setRefusal(undefined);
    try {
      toast.success((await turnOff.mutateAsync(password)).message);
      onClose();
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      if (elsewhere.length || !Object.keys(form.formState.errors).length) {
        setRefusal(elsewhere[0] ?? serverMessage(error, 'Two-factor sign-in could not be turned off.'));
      }
    }
  };
  return (
    <Dialog open onClose={turnOff.isPending ? undefined : onClose} aria-labelledby="two-factor-off-title">
      <SchemaForm form={form} onSubmit={submit} label="Turn off two-factor sign-in">
        <DialogTitle id="two-factor-off-title">Turn off two-factor sign-in?</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              Your account will be protected by your password alone, and your recovery codes will stop working. Enter
              your password to confirm.
            </Typography>
            {refusal ? (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            ) : undefined}
            <TextInput name="password" label="Password" type="password" autoComplete="current-password" required />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={turnOff.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="warning" disabled={turnOff.isPending}>
            Turn off
          </Button>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}

function NewRecoveryCodes({ onDone }: { onDone: () => void }) {
  const [codes, setCodes] = useState<string[]>();
  if (codes) return <RecoveryCodesList codes={codes} onSaved={onDone} />;
  return (
    <Stack spacing={2}>
      <Typography>
        Enter a code from your authenticator app to make ten new recovery codes. The codes you have now stop working.
      </Typography>
      <CodeForm
        label="New recovery codes"
        submitLabel="Make new codes"
        onSubmit={async (code) => setCodes((await renewRecoveryCodes(code)).recoveryCodes)}
      />
      <Box>
        <Button onClick={onDone}>Cancel</Button>
      </Box>
    </Stack>
  );
}

export function TwoFactorSection() {
  const role = useRole();
  const mayKeep = can(role, 'two-factor:own');
  const status = useTwoFactorStatus(mayKeep);
  const begin = useBeginEnrolment();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment>();
  const [renewing, setRenewing] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  if (!mayKeep) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY });
  const body = () => {
    if (status.isPending) return <Typography>Loading…</Typography>;
    if (status.error || !status.data) return <Alert severity="error">Could not load your two-factor sign-in.</Alert>;
    const { enrolled, confirmedAt, recoveryCodesLeft, required } = status.data;
    if (enrolment) {
      return (
        <EnrolmentPanel
          enrolment={enrolment}
          confirm={confirmEnrolment}
          onFinished={() => {
            setEnrolment(undefined);
            toast.success('Two-factor sign-in is on.');
            void refresh();
          }}
        />
      );
    }
    if (!enrolled) {
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {required ? (
            <Alert severity="warning">Your role requires two-factor sign-in. Set it up now.</Alert>
          ) : undefined}
          <Typography>
            Two-factor sign-in is off. With it on, signing in asks for your password and a code from an authenticator
            app on your phone, so a stolen password alone does not open your account.
          </Typography>
          <Button
            variant="contained"
            disabled={begin.isPending}
            onClick={() =>
              begin.mutate(undefined, {
                onSuccess: setEnrolment,
                onError: (error) => toast.error(serverMessage(error, 'Two-factor sign-in could not be set up.')),
              })
            }
          >
            Set up two-factor sign-in
          </Button>
        </Stack>
      );
    }
    if (renewing) {
      return (
        <NewRecoveryCodes
          onDone={() => {
            setRenewing(false);
            void refresh();
          }}
        />
      );
    }
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Two-factor sign-in is on{confirmedAt ? ` since ${formatDate(confirmedAt)}` : ''}. You have {recoveryCodesLeft}{' '}
          unused recovery code{recoveryCodesLeft === 1 ? '' : 's'}.
        </Typography>
        {required ? (
          <Typography variant="body2" color="text.secondary">
            Your role requires it, so it cannot be turned off. If you lose your phone and your recovery codes, ask an
            administrator to reset it.
          </Typography>
        ) : undefined}
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setRenewing(true)}>
            New recovery codes
          </Button>
          {required ? undefined : (
            <Button variant="outlined" color="warning" onClick={() => setTurningOff(true)}>
              Turn off
            </Button>
          )}
        </Stack>
        {turningOff ? <TurnOffDialog onClose={() => setTurningOff(false)} /> : undefined}
      </Stack>
    );
  };
  return <Section title="Two-factor sign-in">{body()}</Section>;
}
