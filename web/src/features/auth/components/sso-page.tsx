/**
 * /sso (issue #33): where the server sends the browser back from an identity provider, with a
 * one-time hand-off. The page exchanges it for the signed-in user, stores the session as the
 * password sign-in does, and goes on to where the sign-in began; a hand-off that fails sends
 * the browser to the sign-in page with the reason.
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { SPEC_MESSAGES, SSO_FAILURE_PARAMETER } from '@hemis/contracts';
import { useToast } from '../../../components/toast.tsx';
import { dispatchSession } from '../../../lib/session/session-store.ts';
import { completeSso } from '../api/single-sign-on.ts';
import { redirectTarget } from '../login-rules.ts';
import { AuthCard } from './auth-card.tsx';
import { applyAccountLanguage } from '../../profile/api/update-language.ts';

export function SsoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const handoff = params.get('handoff');
  const target = redirectTarget(params.get('returnTo'));
  // A hand-off is good once: React's development double effects must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!handoff) {
      navigate(`/login?${SSO_FAILURE_PARAMETER}=invalid-attempt`, { replace: true });
      return;
    }
    dispatchSession({ type: 'signInStart' });
    completeSso(handoff).then(
      (user) => {
        dispatchSession({ type: 'signInSuccess', user, now: Date.now() });
        void applyAccountLanguage(user).catch(() => undefined);
        toast.success(SPEC_MESSAGES.loginSuccess);
        navigate(target, { replace: true });
      },
      () => {
        dispatchSession({ type: 'signInInterrupted' });
        navigate(`/login?${SSO_FAILURE_PARAMETER}=invalid-attempt`, { replace: true });
      },
    );
  }, [handoff, navigate, target, toast]);

  return (
    <AuthCard title="Signing in">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
        <CircularProgress size={24} />
        <Typography>Signing you in…</Typography>
      </Box>
    </AuthCard>
  );
}

export default SsoPage;
