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
import { ApiError, fieldErrorsOf } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
import { resetPassword } from '../api/reset-password.ts';
import { AuthCard } from './auth-card.tsx';

type Outcome = { kind: 'done' } | { kind: 'failed'; message: string; detail?: string } | undefined;

export function ResetPasswordPage() {
  const { email = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>();
  const [sending, setSending] = useState(false);
  const form = useForm(ResetPasswordFormSchema, { newPassword: '', confirmPassword: '' });

  useEffect(() => {
    if (outcome?.kind !== 'done') return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  const submit = form.handleSubmit(async ({ newPassword }) => {
    setSending(true);
    setOutcome(undefined);
    try {
      await resetPassword({ email, newPassword, resetToken: token });
      setOutcome({ kind: 'done' });
    } catch (error) {
      // An answer from the server means the input (or the link) was refused; anything else failed on the way.
      if (error instanceof ApiError) {
        const fields = fieldErrorsOf(error);
        form.setErrors({ newPassword: fields.newPassword });
        setOutcome({ kind: 'failed', message: SPEC_MESSAGES.resetInputError, detail: error.message });
      } else {
        setOutcome({ kind: 'failed', message: SPEC_MESSAGES.resetFailure });
      }
    } finally {
      setSending(false);
    }
  });

  return (
    <AuthCard title="Reset Password">
      <Box component="form" noValidate onSubmit={submit} aria-label="Set a new password">
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
          <FormField
            {...form.field('newPassword')}
            label="New Password"
            type="password"
            required
            autoComplete="new-password"
            autoFocus
          />
          <FormField
            {...form.field('confirmPassword')}
            label="Confirm Password"
            type="password"
            required
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" disabled={sending || outcome?.kind === 'done'}>
            {sending ? 'Resetting…' : 'Reset Password'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export default ResetPasswordPage;
