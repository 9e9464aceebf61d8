/** Reset Password request (spec sections 2, 4 and 8): idle, sending, then success or failure. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { ForgotPasswordQuerySchema, SPEC_MESSAGES } from '@hemis/contracts';
import { TextInput } from '../../../components/form/inputs.tsx';
import { SchemaForm, useSchemaForm } from '../../../components/form/schema-form.tsx';
import { requestPasswordReset } from '../api/forgot-password.ts';
import { AuthCard } from './auth-card.tsx';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

export interface ForgotPasswordPageProps {
  /** The email to fill in (the alumni portal's /alumni/reset-password/:email). */
  email?: string;
  /** Where "Back to sign in" leads. */
  signInPath?: string;
}

export function ForgotPasswordPage({ email: given = '', signInPath = '/login' }: ForgotPasswordPageProps = {}) {
  const [status, setStatus] = useState<Status>('idle');
  const form = useSchemaForm(ForgotPasswordQuerySchema, { defaultValues: { email: given } });

  const submit = async ({ email }: { email: string }) => {
    setStatus('sending');
    try {
      await requestPasswordReset(email);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <AuthCard title="Reset Password">
      <SchemaForm form={form} onSubmit={submit} label="Reset Password">
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
          <TextInput name="email" label="Email" type="email" required autoComplete="email" autoFocus />
          <Button type="submit" variant="contained" size="large" disabled={status === 'sending'}>
            {status === 'sending' ? 'Sending…' : 'Send Reset Link'}
          </Button>
          <Link component={RouterLink} to={signInPath} align="center">
            Back to sign in
          </Link>
        </Stack>
      </SchemaForm>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
