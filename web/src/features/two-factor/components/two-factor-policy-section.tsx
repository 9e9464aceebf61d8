/**
 * "Two-factor sign-in" for the grants body's administrators (issue #33): a switch per staff role,
 * and a warning while the grants body's and the universities' roles do not require it.
 */
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { TWO_FACTOR_MESSAGES, type Role } from '@hemis/contracts';
import { Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useSetTwoFactorPolicy, useTwoFactorPolicy } from '../api/two-factor-policy.ts';

export function TwoFactorPolicySection({ roleLabels }: { roleLabels: Readonly<Record<Role, string>> }) {
  const policy = useTwoFactorPolicy();
  const save = useSetTwoFactorPolicy();
  const toast = useToast();
  return (
    <Section title="Two-factor sign-in">
      {policy.isPending ? <Typography>Loading…</Typography> : undefined}
      {policy.error ? <Alert severity="error">Could not load the two-factor sign-in policy.</Alert> : undefined}
      {policy.data ? (
        <>
          {policy.data.recommendedRolesNotRequired.length ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {TWO_FACTOR_MESSAGES.policyWarning} Not required yet:{' '}
              {policy.data.recommendedRolesNotRequired.map((role) => roleLabels[role]).join(', ')}.
            </Alert>
          ) : undefined}
          <Typography sx={{ mb: 1 }}>
            Users of a role that requires it set up an authenticator app at their next sign-in and cannot turn it off.
          </Typography>
          <FormGroup>
            {policy.data.roles.map(({ role, required }) => (
              <FormControlLabel
                key={role}
                control={
                  <Switch
                    // Shows the choice while it is saved, then what the server answers.
                    checked={
                      save.isPending && save.variables.role === role ? save.variables.required === true : required
                    }
                    disabled={save.isPending}
                    onChange={(event) =>
                      save.mutate(
                        { role, required: event.target.checked },
                        {
                          onSuccess: () => toast.success(TWO_FACTOR_MESSAGES.policySaved),
                          onError: (error) => toast.error(serverMessage(error, 'The policy could not be saved')),
                        },
                      )
                    }
                  />
                }
                label={`${roleLabels[role]} must use two-factor sign-in`}
              />
            ))}
          </FormGroup>
        </>
      ) : undefined}
    </Section>
  );
}
