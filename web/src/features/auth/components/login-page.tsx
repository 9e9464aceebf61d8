/**
 * User Login (spec sections 2, 4, 5 and 8): email, password, remember me; trimmed and
 * both required; success stores the user, keeps or forgets the email and goes to the
 * redirect target; a verificationToken answer goes to the reset route instead, and an answer
 * asking for a second factor shows its step (issue #33).
 */
import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginBodySchema, VALIDATION_MESSAGES, type LoginBody, type SignedInUser } from '@hemis/contracts';
import { SchemaForm, errorOf, useSchemaForm } from '../../../components/form/schema-form.tsx';
import { TextInput } from '../../../components/form/inputs.tsx';
import { PasswordInput } from './password-input.tsx';
import { useToast } from '../../../components/toast.tsx';
import { dispatchSession, rememberEmail, rememberedEmail, useSession } from '../../../lib/session/session-store.ts';
import { isVerificationToken, login } from '../api/login.ts';
import { loginErrorMessage, redirectTarget } from '../login-rules.ts';
import { AuthCard } from './auth-card.tsx';
import { SingleSignOn } from './single-sign-on.tsx';
import { isSecondStep, type SecondStep } from '../../two-factor/api/sign-in-steps.ts';
import { applyAccountLanguage } from '../../profile/api/update-language.ts';

/** Loaded only when a sign-in asks for a second factor (issue #33). */
const SignInSecondStep = lazy(() => import('../../two-factor/components/sign-in-second-step.tsx'));

export function LoginPage() {
  const [params] = useSearchParams();
  const target = redirectTarget(params.get('redirect'));
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('auth');
  const session = useSession();
  const remembered = rememberedEmail();
  const [remember, setRemember] = useState(remembered.remember);
  const form = useSchemaForm(LoginBodySchema, { defaultValues: { email: remembered.email, password: '' } });
  const [secondStep, setSecondStep] = useState<{ step: SecondStep; email: string }>();

  if (session.currentUser) return <Navigate to={target} replace />;

  const signedIn = (user: SignedInUser, email: string) => {
    dispatchSession({ type: 'signInSuccess', user, now: Date.now() });
    rememberEmail(email, remember);
    void applyAccountLanguage(user).catch(() => undefined);
    toast.success(t('loginSuccess'));
    navigate(target, { replace: true });
  };

  if (secondStep) {
    return (
      <AuthCard title={t('twoFactorSignIn')}>
        <Suspense fallback={undefined}>
          <SignInSecondStep
            step={secondStep.step}
            onSignedIn={(user) => signedIn(user, secondStep.email)}
            onCancel={() => setSecondStep(undefined)}
          />
        </Suspense>
      </AuthCard>
    );
  }

  const submit = async ({ email, password }: LoginBody) => {
    dispatchSession({ type: 'signInStart' });
    try {
      const answer = await login({ email, password });
      if (isVerificationToken(answer)) {
        dispatchSession({ type: 'signInInterrupted' });
        navigate(`/reset-password/${encodeURIComponent(email)}/${encodeURIComponent(answer.value)}`);
        return;
      }
      if (isSecondStep(answer)) {
        dispatchSession({ type: 'signInInterrupted' });
        setSecondStep({ step: answer, email });
        return;
      }
      signedIn(answer, email);
    } catch (error) {
      dispatchSession({ type: 'signInFailure', error: loginErrorMessage(error) });
    }
  };

  // The login says its one message above the fields (spec section 8), which are only marked.
  const { errors } = form.formState;
  const required = errorOf(errors, 'email') ?? errorOf(errors, 'password');
  const requiredMessage = required === VALIDATION_MESSAGES.loginRequired ? t('loginRequired') : required;
  return (
    <AuthCard title={t('userLogin')}>
      <SchemaForm form={form} onSubmit={submit} label={t('userLogin')}>
        <Stack spacing={2}>
          {requiredMessage || session.error ? (
            <Alert severity="error" role="alert">
              {requiredMessage ?? session.error}
            </Alert>
          ) : undefined}
          <TextInput
            name="email"
            messageElsewhere
            label={t('email')}
            type="email"
            autoComplete="username"
            required
            autoFocus
          />
          <PasswordInput name="password" messageElsewhere label={t('password')} current />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
              label={t('rememberMe')}
            />
            <Link component={RouterLink} to="/forgot-password">
              {t('forgotPassword')}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={session.loading}>
            {session.loading ? t('signingIn') : t('signIn')}
          </Button>
          <SingleSignOn returnTo={target} />
          <Link component={RouterLink} to="/register" align="center">
            {t('studentSignUp')}
          </Link>
        </Stack>
      </SchemaForm>
    </AuthCard>
  );
}

export default LoginPage;
