/**
 * User Login (spec sections 2, 4, 5 and 8): email, password, remember me; trimmed and
 * both required; success stores the user, keeps or forgets the email and goes to the
 * redirect target; a verificationToken answer goes to the reset route instead.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginBodySchema, SPEC_MESSAGES, type LoginBody } from '@hemis/contracts';
import { SchemaForm, errorOf, useSchemaForm } from '../../../components/form/schema-form.tsx';
import { TextInput } from '../../../components/form/inputs.tsx';
import { PasswordInput } from './password-input.tsx';
import { useToast } from '../../../components/toast.tsx';
import { dispatchSession, rememberEmail, rememberedEmail, useSession } from '../../../lib/session/session-store.ts';
import { isVerificationToken, login } from '../api/login.ts';
import { loginErrorMessage, redirectTarget } from '../login-rules.ts';
import { AuthCard } from './auth-card.tsx';

export function LoginPage() {
  const [params] = useSearchParams();
  const target = redirectTarget(params.get('redirect'));
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const remembered = rememberedEmail();
  const [remember, setRemember] = useState(remembered.remember);
  const form = useSchemaForm(LoginBodySchema, { defaultValues: { email: remembered.email, password: '' } });

  if (session.currentUser) return <Navigate to={target} replace />;

  const submit = async ({ email, password }: LoginBody) => {
    dispatchSession({ type: 'signInStart' });
    try {
      const answer = await login({ email, password });
      if (isVerificationToken(answer)) {
        dispatchSession({ type: 'signInInterrupted' });
        navigate(`/reset-password/${encodeURIComponent(email)}/${encodeURIComponent(answer.value)}`);
        return;
      }
      dispatchSession({ type: 'signInSuccess', user: answer, now: Date.now() });
      rememberEmail(email, remember);
      toast.success(SPEC_MESSAGES.loginSuccess);
      navigate(target, { replace: true });
    } catch (error) {
      dispatchSession({ type: 'signInFailure', error: loginErrorMessage(error) });
    }
  };

  // The login says its one message above the fields (spec section 8), which are only marked.
  const { errors } = form.formState;
  const requiredMessage = errorOf(errors, 'email') ?? errorOf(errors, 'password');
  return (
    <AuthCard title="User Login">
      <SchemaForm form={form} onSubmit={submit} label="User Login">
        <Stack spacing={2}>
          {requiredMessage || session.error ? (
            <Alert severity="error" role="alert">
              {requiredMessage ?? session.error}
            </Alert>
          ) : undefined}
          <TextInput
            name="email"
            messageElsewhere
            label="Email"
            type="email"
            autoComplete="username"
            required
            autoFocus
          />
          <PasswordInput name="password" messageElsewhere label="Password" current />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
              label="Remember me"
            />
            <Link component={RouterLink} to="/forgot-password">
              Forgot password
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={session.loading}>
            {session.loading ? 'Signing in…' : 'Sign In as Admin'}
          </Button>
          <Link component={RouterLink} to="/register" align="center">
            Student Sign Up
          </Link>
        </Stack>
      </SchemaForm>
    </AuthCard>
  );
}

export default LoginPage;
