/**
 * /user-management/identity-providers (the grants body's SuperAdmin and Admin, issue #33): the
 * OpenID Connect providers a university or the grants body signs its staff in with. Added and
 * changed in a dialog (the client secret is never shown; left blank on a change, it is kept),
 * enabled, disabled and deleted after a confirmation.
 */
import { useState } from 'react';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useController, useFormContext } from 'react-hook-form';
import {
  can,
  CreateIdentityProviderBodySchema,
  ssoRolesOf,
  UpdateIdentityProviderBodySchema,
  type IdentityProvider,
  type Role,
  type UpdateIdentityProviderBody,
  type UpdateIdentityProviderBodyParsed,
} from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  CheckboxInput,
  FormDialogBody,
  SchemaForm,
  SelectInput,
  TextInput,
  applyServerErrors,
  useSchemaForm,
  type FormSchema,
} from '../../../components/form/index.ts';
import { LoadingTable } from '../../../components/list-table-view.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { universityOptions, useUniversities } from '../../university/api/get-universities.ts';
import {
  useCreateIdentityProvider,
  useDeleteIdentityProvider,
  useIdentityProviders,
  useUpdateIdentityProvider,
} from '../api/identity-providers.ts';

const CALLBACK_PATH = '/api/Sso/Callback';
/** The organisation choice of the grants body: the contract reads 0 as none. */
const GRANTS_BODY = '0';

interface ProviderFormValues {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  emailDomain: string;
  /** GRANTS_BODY for the grants body. */
  universityId: string;
  roles: Role[];
  enabled: boolean;
}

const EMPTY: ProviderFormValues = {
  name: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
  emailDomain: '',
  universityId: GRANTS_BODY,
  roles: [],
  enabled: true,
};

function valuesOf(provider: IdentityProvider): ProviderFormValues {
  return {
    name: provider.name,
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: '',
    emailDomain: provider.emailDomain,
    universityId: provider.universityId ? String(provider.universityId) : GRANTS_BODY,
    roles: provider.roles,
    enabled: provider.enabled,
  };
}

/** What a change sends for a provider as it is, but enabled or not: its secret left out, so kept. */
function bodyOf(provider: IdentityProvider, enabled: boolean): UpdateIdentityProviderBody {
  return { ...valuesOf(provider), clientSecret: undefined, universityId: provider.universityId, enabled };
}

/** The roles the provider may sign in: only those of its organisation are offered. */
function RolesInput({ universityId }: { universityId: string }) {
  const { control } = useFormContext<ProviderFormValues>();
  const { field, fieldState } = useController({ name: 'roles', control });
  const chosen = field.value;
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
      <FormLabel component="legend">Roles whose accounts it may sign in</FormLabel>
      <FormGroup row>
        {ssoRolesOf(Number(universityId) || null).map((role) => (
          <FormControlLabel
            key={role}
            label={role}
            control={
              <Checkbox
                checked={chosen.includes(role)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked ? [...chosen, role] : chosen.filter((candidate) => candidate !== role),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error?.message ? <FormHelperText>{fieldState.error.message}</FormHelperText> : undefined}
    </FormControl>
  );
}

function ProviderDialog({ provider, onClose }: { provider: IdentityProvider | undefined; onClose: () => void }) {
  const toast = useToast();
  const create = useCreateIdentityProvider();
  const update = useUpdateIdentityProvider();
  const universities = useUniversities();
  const [failure, setFailure] = useState<string>();
  // A change may leave the secret blank (kept); an addition needs one.
  const schema = (
    provider ? UpdateIdentityProviderBodySchema : CreateIdentityProviderBodySchema
  ) as FormSchema<UpdateIdentityProviderBodyParsed>;
  const form = useSchemaForm(schema, { defaultValues: provider ? valuesOf(provider) : EMPTY });
  const universityId = form.watch('universityId');
  const title = provider ? `Change ${provider.name}` : 'Add an identity provider';

  const save = async (body: UpdateIdentityProviderBodyParsed) => {
    setFailure(undefined);
    try {
      if (provider) await update.mutateAsync({ id: provider.id, body });
      else await create.mutateAsync({ ...body, clientSecret: body.clientSecret ?? '' });
      toast.success(provider ? 'Identity provider changed' : 'Identity provider added');
      onClose();
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      if (elsewhere.length > 0 || Object.keys(form.formState.errors).length === 0)
        setFailure(elsewhere.join(' ') || serverMessage(error, 'The identity provider could not be saved.'));
    }
  };
  const saving = form.formState.isSubmitting || create.isPending || update.isPending;
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="provider-title">
      <SchemaForm form={form} onSubmit={save} label={title}>
        <DialogTitle id="provider-title">{title}</DialogTitle>
        <FormDialogBody failure={failure} saving={saving} submitLabel="Save" onClose={onClose}>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput name="name" label="Name (Sign in with …)" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput
                name="universityId"
                label="Organisation"
                options={[{ value: GRANTS_BODY, label: 'The grants body' }, ...universityOptions(universities.data)]}
                onValueChange={(value) => {
                  const allowed = ssoRolesOf(Number(value) || null);
                  form.setValue(
                    'roles',
                    form.getValues('roles').filter((role) => allowed.includes(role)),
                  );
                }}
              />
            </Grid>
            <Grid size={12}>
              <TextInput
                name="issuer"
                label="Issuer"
                required
                placeholder="https://login.example.edu.np"
                helperText="The provider's address; its discovery document names the rest"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput name="clientId" label="Client ID" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                name="clientSecret"
                label="Client secret"
                type="password"
                autoComplete="new-password"
                required={!provider}
                helperText={provider ? 'Leave blank to keep the current secret' : undefined}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput name="emailDomain" label="Email domain it vouches for" required placeholder="tu.edu.np" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CheckboxInput name="enabled" label="Offered on the sign-in page" />
            </Grid>
            <Grid size={12}>
              <RolesInput universityId={universityId} />
            </Grid>
          </Grid>
        </FormDialogBody>
      </SchemaForm>
    </Dialog>
  );
}

type Confirmation = { provider: IdentityProvider; action: 'enable' | 'disable' | 'delete' };

const CONFIRMATIONS = {
  enable: { label: 'Enable', text: 'Its staff can sign in with it again: the sign-in page offers it.' },
  disable: {
    label: 'Disable',
    text: 'The sign-in page stops offering it and sign-ins under way with it are refused. Sessions already open stay open.',
  },
  delete: {
    label: 'Delete',
    text: 'It is removed for good (the audit log keeps its sign-ins). To stop it for a while, disable it instead.',
  },
} as const;

export function IdentityProvidersPage() {
  const role = useRole();
  const toast = useToast();
  const providers = useIdentityProviders();
  const update = useUpdateIdentityProvider();
  const remove = useDeleteIdentityProvider();
  const [editing, setEditing] = useState<IdentityProvider | 'new'>();
  const [confirming, setConfirming] = useState<Confirmation>();
  if (!can(role, 'identity-provider:manage')) return <Navigate to="/user-management/home" replace />;

  const redirectUri = providers.data?.[0]?.redirectUri ?? `${window.location.origin}${CALLBACK_PATH}`;
  const confirm = ({ provider, action }: Confirmation) => {
    const done = {
      onSuccess: () => {
        toast.success(`${provider.name}: ${action === 'delete' ? 'deleted' : `${action}d`}`);
        setConfirming(undefined);
      },
      onError: (error: unknown) => {
        setConfirming(undefined);
        toast.error(serverMessage(error, 'The identity provider could not be changed.'));
      },
    };
    if (action === 'delete') remove.mutate(provider.id, done);
    else update.mutate({ id: provider.id, body: bodyOf(provider, action === 'enable') }, done);
  };

  return (
    <Page title="Identity Providers">
      <Section>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            A university or the grants body may let its staff sign in with its own OpenID Connect identity provider. The
            provider&apos;s email must belong to an existing active HEMIS account of that organisation with one of the
            roles chosen here; the account&apos;s role and scope stay HEMIS&apos;s. A provider sign-in asks no HEMIS
            second factor: the organisation&apos;s provider authenticates the person.
          </Typography>
          <Alert severity="info">
            Register <strong>{redirectUri}</strong> as the redirect URI of the HEMIS client at the provider.
          </Alert>
          <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing('new')}>
            Add identity provider
          </Button>
        </Stack>
      </Section>
      <Section title="Providers">
        {providers.error ? (
          <Alert severity="error">{serverMessage(providers.error, 'Could not load the identity providers.')}</Alert>
        ) : null}
        <LoadingTable label="Identity providers" loading={providers.isPending}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Organisation</TableCell>
              <TableCell>Email domain</TableCell>
              <TableCell>Roles</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {providers.data?.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center">
                  No identity provider yet.
                </TableCell>
              </TableRow>
            ) : null}
            {providers.data?.map((provider) => (
              <TableRow key={provider.id} hover>
                <TableCell>
                  {provider.name}
                  <Typography variant="body2" color="text.secondary">
                    {provider.issuer}
                  </Typography>
                </TableCell>
                <TableCell>{provider.universityName ?? 'The grants body'}</TableCell>
                <TableCell>{provider.emailDomain}</TableCell>
                <TableCell>{provider.roles.join(', ')}</TableCell>
                <TableCell>
                  {provider.enabled ? (
                    <Chip size="small" color="success" label="Enabled" />
                  ) : (
                    <Chip size="small" label="Disabled" />
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button size="small" aria-label={`Change ${provider.name}`} onClick={() => setEditing(provider)}>
                      Change
                    </Button>
                    <Button
                      size="small"
                      color="warning"
                      aria-label={`${provider.enabled ? 'Disable' : 'Enable'} ${provider.name}`}
                      onClick={() => setConfirming({ provider, action: provider.enabled ? 'disable' : 'enable' })}
                    >
                      {provider.enabled ? 'Disable' : 'Enable'}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Delete ${provider.name}`}
                      onClick={() => setConfirming({ provider, action: 'delete' })}
                    >
                      Delete
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </LoadingTable>
      </Section>
      {editing ? (
        <ProviderDialog provider={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          open
          title={`${CONFIRMATIONS[confirming.action].label} ${confirming.provider.name}?`}
          confirmLabel={CONFIRMATIONS[confirming.action].label}
          busy={update.isPending || remove.isPending}
          onClose={() => setConfirming(undefined)}
          onConfirm={() => confirm(confirming)}
        >
          {CONFIRMATIONS[confirming.action].text}
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}

export default IdentityProvidersPage;
