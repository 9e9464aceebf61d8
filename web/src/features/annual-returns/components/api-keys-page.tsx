/**
 * /annual-returns/api-keys (a university's administrator): the keys its own student and staff
 * systems send their batches with. A new key's secret is shown once, with a copy button and a
 * warning, since only its hash is kept; a key is revoked after a confirmation.
 */
import { useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { API_KEY_HEADER, can, CreateApiKeySchema, type ApiKey, type CreateApiKeyBody } from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SchemaForm, TextInput, applyServerErrors, useSchemaForm } from '../../../components/form/index.ts';
import { LoadingTable } from '../../../components/list-table-view.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey, type CreatedApiKey } from '../api/university-api-keys.ts';
import { momentText } from '../return-actions.ts';

function NewKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm(CreateApiKeySchema, { defaultValues: { name: '' } });
  const save = async (body: CreateApiKeyBody) => {
    setFailure(undefined);
    try {
      onCreated(await create.mutateAsync(body));
      form.reset({ name: '' });
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      if (elsewhere.length > 0 || Object.keys(form.formState.errors).length === 0)
        setFailure(elsewhere.join(' ') || serverMessage(error, 'The key could not be created.'));
    }
  };
  const saving = form.formState.isSubmitting || create.isPending;
  return (
    <SchemaForm form={form} onSubmit={save} label="New API key">
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="name" label="Name (the system that will use it)" required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Creating…' : 'Create key'}
          </Button>
        </Grid>
        {failure ? (
          <Grid size={12}>
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          </Grid>
        ) : null}
      </Grid>
    </SchemaForm>
  );
}

/** The new key's secret, once: copied from here or lost. */
function SecretDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const toast = useToast();
  const copy = () =>
    navigator.clipboard
      .writeText(created.key)
      .then(() => toast.success('Key copied'))
      .catch(() => toast.error('Copy it by hand: the browser refused the clipboard'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-key-title">
      <DialogTitle id="new-key-title">Key {created.name} created</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">
            This is the only time the key is shown: HEMIS keeps only its fingerprint. Copy it now into the system that
            will send the batches, in the {API_KEY_HEADER} header.
          </Alert>
          <TextField
            fullWidth
            label="API key"
            value={created.key}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
            onFocus={(event) => event.target.select()}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>Copy</Button>
        <Button variant="contained" onClick={onClose}>
          I have copied it
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ApiKeysPage() {
  const role = useRole();
  const toast = useToast();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<CreatedApiKey>();
  const [revoking, setRevoking] = useState<ApiKey>();
  if (!can(role, 'return:api-key')) return <Navigate to="/annual-returns" replace />;
  return (
    <Page title="Submission API Keys">
      <Button component={RouterLink} to="/annual-returns?list" sx={{ alignSelf: 'flex-start' }}>
        All returns
      </Button>
      <Section title="New key">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          A university whose own systems keep its students and staff sends each campus&apos;s lists for the return
          through the submission API, signed with a key of its own. The key reaches only this university&apos;s
          campuses.
        </Typography>
        <NewKeyForm onCreated={setCreated} />
      </Section>
      <Section title="Keys">
        {keys.error ? <Alert severity="error">{serverMessage(keys.error, 'Could not load the keys.')}</Alert> : null}
        <LoadingTable label="API keys" loading={keys.isPending}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Key begins</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Last used</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.data?.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center">
                  No key yet.
                </TableCell>
              </TableRow>
            ) : null}
            {keys.data?.map((key) => (
              <TableRow key={key.id} hover>
                <TableCell>{key.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{key.prefix}…</TableCell>
                <TableCell>{momentText(key.createdAt)}</TableCell>
                <TableCell>{key.lastUsedAt ? momentText(key.lastUsedAt) : 'Never'}</TableCell>
                <TableCell>
                  {key.revokedAt ? (
                    <Chip size="small" label={`Revoked ${momentText(key.revokedAt)}`} />
                  ) : (
                    <Chip size="small" color="success" label="Active" />
                  )}
                </TableCell>
                <TableCell>
                  {key.revokedAt ? null : (
                    <Button
                      size="small"
                      variant="outlined"
                      color="warning"
                      aria-label={`Revoke ${key.name}`}
                      onClick={() => setRevoking(key)}
                    >
                      Revoke
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </LoadingTable>
      </Section>
      {created ? <SecretDialog created={created} onClose={() => setCreated(undefined)} /> : null}
      {revoking ? (
        <ConfirmDialog
          open
          title={`Revoke ${revoking.name}?`}
          confirmLabel="Revoke"
          busy={revoke.isPending}
          onClose={() => setRevoking(undefined)}
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSuccess: () => {
                toast.success('Key revoked');
                setRevoking(undefined);
              },
              onError: (error) => {
                setRevoking(undefined);
                toast.error(serverMessage(error, 'The key could not be revoked.'));
              },
            })
          }
        >
          Batches signed with this key are refused from now on. A revoked key cannot be used again: the system needs a
          new one.
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
