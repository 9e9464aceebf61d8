/**
 * The sign-in page's second step (issue #33), after a right password: the code from the
 * authenticator app or a recovery code ("twoFactorRequired"), or, for a role that requires
 * two-factor sign-in, setting it up before the first session ("twoFactorEnrolmentRequired").
 * Loaded only when a sign-in needs it, so the sign-in page's first load stays small.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  TwoFactorSignInBodySchema,
  type SignedInUser,
  type TwoFactorEnrolment,
  type TwoFactorSignInBody,
} from '@hemis/contracts';
import { SchemaForm, TextInput, errorOf, useSchemaForm } from '../../../components/form/index.ts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { confirmAtSignIn, enrolAtSignIn, signInWithCode, type SecondStep } from '../api/sign-in-steps.ts';
import { CODE_FIELD_PROPS } from './code-form.tsx';
import { EnrolmentPanel } from './enrolment-panel.tsx';

interface SecondStepProps {
  step: SecondStep;
  onSignedIn: (user: SignedInUser) => void;
  /** Back to the password. */
  onCancel: () => void;
}

function CodeStep({ step, onSignedIn, onCancel }: SecondStepProps) {
  const [byRecoveryCode, setByRecoveryCode] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const form = useSchemaForm(TwoFactorSignInBodySchema, {
    defaultValues: { token: step.value, code: '', recoveryCode: '' } as TwoFactorSignInBody,
  });
  const submit = async (body: { token: string; code?: string | undefined; recoveryCode?: string | undefined }) => {
    setRefusal(undefined);
    try {
      onSignedIn(
        await signInWithCode(
          byRecoveryCode
            ? { token: body.token, recoveryCode: body.recoveryCode }
            : { token: body.token, code: body.code },
        ),
      );
    } catch (error) {
      setRefusal(serverMessage(error, 'The code could not be checked. Please try again.'));
    }
  };
  const { errors, isSubmitting } = form.formState;
  const message = refusal ?? errorOf(errors, 'code') ?? errorOf(errors, 'recoveryCode');
  return (
    <SchemaForm form={form} onSubmit={submit} label="Two-factor sign-in">
      <Stack spacing={2}>
        <Typography>
          {byRecoveryCode
            ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
            : 'Enter the 6-digit code your authenticator app shows for HEMIS.'}
        </Typography>
        {message ? (
          <Alert severity="error" role="alert">
            {message}
          </Alert>
        ) : undefined}
        {byRecoveryCode ? (
          <TextInput name="recoveryCode" label="Recovery code" autoComplete="off" required messageElsewhere autoFocus />
        ) : (
          <TextInput name="code" required messageElsewhere autoFocus {...CODE_FIELD_PROPS} />
        )}
        <FormControlLabel
          control={
            <Switch
              checked={byRecoveryCode}
              onChange={(event) => {
                setByRecoveryCode(event.target.checked);
                setRefusal(undefined);
                form.clearErrors();
                form.setValue(event.target.checked ? 'code' : 'recoveryCode', '');
              }}
            />
          }
          label="Use a recovery code"
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Verifying…' : 'Verify'}
        </Button>
        <Button onClick={onCancel}>Back to sign in</Button>
      </Stack>
    </SchemaForm>
  );
}

function EnrolmentStep({ step, onSignedIn, onCancel }: SecondStepProps) {
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment>();
  const [refusal, setRefusal] = useState<string>();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    setRefusal(undefined);
    try {
      setEnrolment(await enrolAtSignIn(step.value));
    } catch (error) {
      setRefusal(serverMessage(error, 'Two-factor sign-in could not be set up. Please sign in again.'));
    } finally {
      setStarting(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        Your role requires two-factor sign-in. Set it up with an authenticator app on your phone to continue.
      </Alert>
      {refusal ? (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      ) : undefined}
      {enrolment ? (
        <EnrolmentPanel
          enrolment={enrolment}
          confirm={(code) => confirmAtSignIn({ token: step.value, code })}
          onFinished={({ recoveryCodes: _shown, ...user }) => onSignedIn(user)}
        />
      ) : (
        <Button variant="contained" onClick={start} disabled={starting}>
          Set up two-factor sign-in
        </Button>
      )}
      {/* Confirming opens the session, so once set-up has begun the way on is through it. */}
      {enrolment ? undefined : <Button onClick={onCancel}>Back to sign in</Button>}
    </Stack>
  );
}

export function SignInSecondStep(props: SecondStepProps) {
  return props.step.name === 'twoFactorRequired' ? <CodeStep {...props} /> : <EnrolmentStep {...props} />;
}

export default SignInSecondStep;
