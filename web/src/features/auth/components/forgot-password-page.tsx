/** Reset Password request (spec sections 2, 4 and 8): idle, sending, then success or failure. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { ForgotPasswordQuerySchema, SPEC_MESSAGES } from '@hemis/contracts';
import { FormField } from '../../../components/form-field.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { requestPasswordReset } from '../api/forgot-password.ts';
import { AuthCard } from './auth-card.tsx';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

export function ForgotPasswordPage() {
  const [status, setStatus] = useState<Status>('idle');
  const form = useForm(ForgotPasswordQuerySchema, { email: '' });

  const submit = form.handleSubmit(async ({ email }) => {
    setStatus('sending');
    try {
      await requestPasswordReset(email);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  });

  return (
    <AuthCard title="Reset Password">
      <Box component="form" noValidate onSubmit={submit} aria-label="Reset Password">
        <Stack spacing={2}>
          {status === 'sent' ? (
            <Alert severity="success" role="status">
              {SPEC_MESSAGES.forgotPasswordSuccess}
            </Alert>
          ) : undefined}
          {status === 'failed' ? (
            <Alert severity="error" role="alert">
              {SPEC_MESSAGES.forgotPasswordFailure}
            </Alert>
          ) : undefined}
          <FormField {...form.field('email')} label="Email" type="email" required autoComplete="email" autoFocus />
          <Button type="submit" variant="contained" size="large" disabled={status === 'sending'}>
            {status === 'sending' ? 'Sending…' : 'Send Reset Link'}
          </Button>
          <Link component={RouterLink} to="/login" align="center">
            Back to sign in
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
