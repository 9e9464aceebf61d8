/**
 * The sign-in page's single sign-on (issue #33): a "Sign in with …" button per enabled identity
 * provider (none when there is none), and the reason a sign-in through one came back
 * (/login?sso=<reason>).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { isSsoFailureReason, SSO_FAILURE_MESSAGES, SSO_FAILURE_PARAMETER } from '@hemis/contracts';
import { ssoStartUrl, useSsoProviders } from '../api/single-sign-on.ts';

export function SingleSignOn({ returnTo }: { returnTo: string }) {
  const [params] = useSearchParams();
  const providers = useSsoProviders();
  const reason = params.get(SSO_FAILURE_PARAMETER);
  const failure = isSsoFailureReason(reason) ? SSO_FAILURE_MESSAGES[reason] : undefined;
  if (!failure && !providers.data?.length) return null;
  return (
    <Stack spacing={1.5}>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : undefined}
      {providers.data?.length ? (
        <>
          <Divider>or</Divider>
          {providers.data.map((provider) => (
            <Button key={provider.id} variant="outlined" size="large" href={ssoStartUrl(provider.id, returnTo)}>
              Sign in with {provider.name}
            </Button>
          ))}
        </>
      ) : undefined}
    </Stack>
  );
}
