/**
 * The alumni portal's public pages (api-contract 6): the home (what the portal is, with the
 * ways in), the notice, the sign-in, "forgot password" and setting the password from the link
 * the campus's verification emails. The password pages are the main app's, pointed at the
 * portal's sign-in.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { LoginBodySchema, SPEC_MESSAGES, type LoginBody } from '@hemis/contracts';
import { SchemaForm, TextInput, errorOf, useSchemaForm } from '../../../components/form/index.ts';
import { Page, Section } from '../../../components/page.tsx';
import { useToast } from '../../../components/toast.tsx';
import { dispatchSession, useSession } from '../../../lib/session/session-store.ts';
import { isVerificationToken } from '../../auth/api/login.ts';
import { AuthCard } from '../../auth/components/auth-card.tsx';
import { ForgotPasswordPage } from '../../auth/components/forgot-password-page.tsx';
import { ResetPasswordPage } from '../../auth/components/reset-password-page.tsx';
import { loginErrorMessage } from '../../auth/login-rules.ts';
import { alumniLogin, isAlumnusSession } from '../api/alumni-login.ts';
import { ALUMNI_SIGN_IN_PATH } from './alumni-portal-layout.tsx';

/** /alumni */
export function AlumniPortalHome() {
  return (
    <Page title="Welcome to the Alumni Portal">
      <Section>
        <Stack spacing={2}>
          <Typography>
            The alumni portal keeps graduates in touch with their campus. Register with the campus you graduated from;
            once the campus has checked your details it emails you a link to choose your password. Signed in, you keep
            your contact details and work history up to date and see who graduated with you.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" component={RouterLink} to="/alumni/register-alumni">
              Register as Alumni
            </Button>
            <Button variant="outlined" component={RouterLink} to={ALUMNI_SIGN_IN_PATH}>
              Alumni Sign In
            </Button>
          </Stack>
        </Stack>
      </Section>
    </Page>
  );
}

/** The portal's notice: static text, the same for the public and for signed-in alumni. */
export function AlumniNoticePage() {
  return (
    <Page title="Notice">
      <Section>
        <Stack spacing={1}>
          <Typography>
            Former students who graduated from a campus in HEMIS may register on the alumni portal. Fill in the
            registration form with the details printed on your transcript and attach your photo and transcript.
          </Typography>
          <Typography>
            Your campus verifies each registration. After verification you receive an email with a link to set your
            password; the link works once and expires. If it has expired, use “Forgot password” on the sign-in page.
          </Typography>
        </Stack>
      </Section>
    </Page>
  );
}

/** /alumni/alumni-login: an account that must set its password first is sent to the set-password page. */
export function AlumniLoginPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const form = useSchemaForm(LoginBodySchema, { defaultValues: { email: '', password: '' } });

  if (isAlumnusSession(session.currentUser)) return <Navigate to="/alumni-admin" replace />;

  const submit = async ({ email, password }: LoginBody) => {
    dispatchSession({ type: 'signInStart' });
    try {
      const answer = await alumniLogin({ email, password });
      if (isVerificationToken(answer)) {
        dispatchSession({ type: 'signInInterrupted' });
        void navigate(`/alumni-admin/password-change/${encodeURIComponent(email)}/${encodeURIComponent(answer.value)}`);
        return;
      }
      dispatchSession({ type: 'signInSuccess', user: answer, now: Date.now() });
      toast.success(SPEC_MESSAGES.loginSuccess);
      void navigate('/alumni-admin', { replace: true });
    } catch (error) {
      dispatchSession({ type: 'signInFailure', error: loginErrorMessage(error) });
    }
  };

  const { errors } = form.formState;
  const message = errorOf(errors, 'email') ?? errorOf(errors, 'password') ?? session.error;
  return (
    <AuthCard title="Alumni Login">
      <SchemaForm form={form} onSubmit={submit} label="Alumni Login">
        <Stack spacing={2}>
          {message ? (
            <Alert severity="error" role="alert">
              {message}
            </Alert>
          ) : undefined}
          <TextInput name="email" messageElsewhere label="Email" type="email" autoComplete="username" required />
          <TextInput
            name="password"
            messageElsewhere
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={session.loading}>
            {session.loading ? 'Signing in…' : 'Sign In'}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            {/* The route needs an email segment: a blank one opens the form empty. */}
            <Link
              component={RouterLink}
              to={`/alumni/reset-password/${encodeURIComponent(form.watch('email').trim() || ' ')}`}
            >
              Forgot password
            </Link>
            <Link component={RouterLink} to="/alumni/register-alumni">
              Register as Alumni
            </Link>
          </Stack>
        </Stack>
      </SchemaForm>
    </AuthCard>
  );
}

/** /alumni/reset-password/:email: the main app's request; its emailed link opens the main reset page. */
export function AlumniForgotPasswordPage() {
  const { email = '' } = useParams();
  return <ForgotPasswordPage email={email.trim()} signInPath={ALUMNI_SIGN_IN_PATH} />;
}

/** /alumni-admin/password-change/:email/:otp: the link the campus's verification emails. */
export function AlumniSetPasswordPage() {
  return <ResetPasswordPage tokenParam="otp" signInPath={ALUMNI_SIGN_IN_PATH} />;
}
