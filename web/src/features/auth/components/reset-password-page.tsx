/**
 * Reset Password with a new password (spec sections 2, 4, 5 and 8), reached from the
 * emailed link or a first sign-in: new and confirm must match; on success the message
 * shows and the user goes to /login after RESET_REDIRECT_DELAY_MS.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate, useParams } from 'react-router';
import { RESET_REDIRECT_DELAY_MS, ResetPasswordFormSchema, SPEC_MESSAGES } from '@hemis/contracts';
import { FormField } from '../../../components/form-field.tsx';
import { PasswordInput } from './password-input.tsx';
import { SchemaForm, useSchemaForm } from '../../../components/form/schema-form.tsx';
import { ApiError, fieldErrorsOf } from '../../../lib/api-client.ts';
import { resetPassword } from '../api/reset-password.ts';
import { AuthCard } from './auth-card.tsx';

type Outcome = { kind: 'done' } | { kind: 'failed'; message: string; detail?: string } | undefined;

export interface ResetPasswordPageProps {
  /** The route parameter holding the token: the alumni portal's emailed link names it `otp`. */
  tokenParam?: string;
  /** Where the user signs in once the password is set. */
  signInPath?: string;
}

export function ResetPasswordPage({ tokenParam = 'token', signInPath = '/login' }: ResetPasswordPageProps = {}) {
  const params = useParams();
  const email = params.email ?? '';
  const token = params[tokenParam] ?? '';
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useSchemaForm(ResetPasswordFormSchema, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const sending = form.formState.isSubmitting;

  useEffect(() => {
    if (outcome?.kind !== 'done') return;
    const timer = window.setTimeout(() => navigate(signInPath, { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate, signInPath]);

  const submit = async ({ newPassword }: { newPassword: string }) => {
    setOutcome(undefined);
    try {
      await resetPassword({ email, newPassword, resetToken: token });
      setOutcome({ kind: 'done' });
    } catch (error) {
      // An answer from the server means the input (or the link) was refused; anything else failed on the way.
      if (error instanceof ApiError) {
        const message = fieldErrorsOf(error).newPassword;
        if (message) form.setError('newPassword', { type: 'server', message });
        setOutcome({ kind: 'failed', message: SPEC_MESSAGES.resetInputError, detail: error.message });
      } else {
        setOutcome({ kind: 'failed', message: SPEC_MESSAGES.resetFailure });
      }
    }
  };

  return (
    <AuthCard title="Reset Password">
      <SchemaForm form={form} onSubmit={submit} label="Set a new password">
        <Stack spacing={2}>
          {outcome?.kind === 'done' ? (
            <Alert severity="success" role="status">
              {SPEC_MESSAGES.resetSuccess}
            </Alert>
          ) : undefined}
          {outcome?.kind === 'failed' ? (
            <Alert severity="error" role="alert">
              {outcome.message}
              {outcome.detail && outcome.detail !== outcome.message ? (
                <Box component="span" sx={{ display: 'block' }}>
                  {outcome.detail}
                </Box>
              ) : undefined}
            </Alert>
          ) : undefined}
          <FormField label="Email" value={email} disabled />
          <PasswordInput name="newPassword" label="New Password" autoFocus />
          <PasswordInput name="confirmPassword" label="Confirm Password" />
          <Button type="submit" variant="contained" size="large" disabled={sending || outcome?.kind === 'done'}>
            {sending ? 'Resetting…' : 'Reset Password'}
          </Button>
        </Stack>
      </SchemaForm>
    </AuthCard>
  );
}

export default ResetPasswordPage;
