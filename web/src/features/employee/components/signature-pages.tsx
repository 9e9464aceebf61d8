/**
 * Signatories (api-contract 8.2): the "Add sign" form (/signature, also /rough; ?employeeId=
 * from the teaching list, ?id= to edit) with the flags that say where the signature appears
 * and the three images, and the list (/signatureList). The campus chief's signature (index 1)
 * is the one graduation certificates and ID cards carry.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  CAMPUS_CHIEF_INDEX,
  SIGNATURE_FLAGS,
  SIGNATURE_FLAG_LABELS,
  can,
  type Signature,
  type SignatureFlag,
} from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import {
  CheckboxInput,
  FileInput,
  SchemaForm,
  SelectInput,
  TextInput,
  applyServerErrors,
  useSchemaForm,
} from '../../../components/form/index.ts';
import { Page, Section } from '../../../components/page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import type { FormValue } from '../../../lib/api-client.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { PrivateImage } from '../../student/components/enrolment/private-image.tsx';
import { useEmployee } from '../api/employees.ts';
import { useDeleteSignature, useSaveSignature, useSignature, useSignatures } from '../api/staff-records.ts';
import { rowsOf } from '../../../components/list-screen.tsx';

const IMAGE_FIELDS = [
  ['uploadSignature', 'Signature'],
  ['stampImage', 'Stamp'],
  ['institutionImage', 'Institution image'],
] as const;

type SignatureValues = Record<'name' | 'post' | 'index' | 'status' | 'remarks', string> &
  Record<SignatureFlag, boolean> &
  Partial<Record<(typeof IMAGE_FIELDS)[number][0], File>>;

/** The form's own check: the server checks the images' content and the campus chief rule. */
const SignatureFormCheck = z.object({
  name: z.string().trim().min(1, { error: 'Signatory name is required' }),
  index: z.string().regex(/^\d{1,2}$/, { error: 'Index must be a whole number from 1 to 99' }),
});

function valuesOf(signature: Signature | undefined, name: string, post: string): SignatureValues {
  const flags = Object.fromEntries(SIGNATURE_FLAGS.map((flag) => [flag, signature?.[flag] ?? false])) as Record<
    SignatureFlag,
    boolean
  >;
  return {
    name: signature?.name ?? name,
    post: signature?.post ?? post,
    index: String(signature?.index ?? ''),
    status: String(signature?.status ?? true),
    remarks: signature?.remarks ?? '',
    ...flags,
  };
}

function SignatureForm({
  signature,
  employeeId,
  name,
  post,
}: {
  signature?: Signature;
  employeeId?: number;
  name: string;
  post: string;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveSignature();
  const form = useSchemaForm(SignatureFormCheck, {
    defaultValues: valuesOf(signature, name, post),
    submitsValues: true,
  });
  const [failure, setFailure] = useState<string>();
  const submit = async () => {
    setFailure(undefined);
    const values = form.getValues();
    const fields: Record<string, FormValue> = { ...values };
    for (const [field] of IMAGE_FIELDS) if (!values[field]) delete fields[field];
    if (employeeId) fields.employeeId = employeeId;
    try {
      await save.mutateAsync({ id: signature?.id, form: fields });
      toast.success(signature ? 'Signature updated' : 'Upload successful');
      void navigate('/signatureList');
    } catch (error) {
      applyServerErrors(form, error);
      const message = serverMessage(error, 'Could not save the signature.');
      setFailure(message);
      toast.error(message);
    }
  };
  return (
    <SchemaForm form={form} onSubmit={submit} label="Signature">
      <Stack spacing={2}>
        <Alert severity="info">
          The campus chief’s signature is required on graduation certificates and ID cards: give it index{' '}
          {CAMPUS_CHIEF_INDEX}.
        </Alert>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput name="name" label="Signatory Full Name" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput name="post" label="Post" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInput name="index" label="Index" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <SelectInput
              name="status"
              label="Status"
              options={[
                { value: 'true', label: 'Active' },
                { value: 'false', label: 'Inactive' },
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInput name="remarks" label="Remarks" />
          </Grid>
          {SIGNATURE_FLAGS.map((flag) => (
            <Grid key={flag} size={{ xs: 12, sm: 6, md: 4 }}>
              <CheckboxInput name={flag} label={SIGNATURE_FLAG_LABELS[flag]} />
            </Grid>
          ))}
          {IMAGE_FIELDS.map(([field, label]) => (
            <Grid key={field} size={{ xs: 12, md: 4 }}>
              <Stack spacing={1}>
                {signature ? (
                  <PrivateImage url={signature[field]} label={`${label} (kept)`} width={120} height={80} />
                ) : undefined}
                <FileInput name={field} label={label} kind="image" />
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {signature ? 'Save changes' : 'Upload'}
          </Button>
          <Button component={RouterLink} to="/signatureList">
            Signature list
          </Button>
        </Stack>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : undefined}
      </Stack>
    </SchemaForm>
  );
}

/** /signature (and /rough): add a signatory for an employee, or edit one (?id=). */
export function SignaturePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const employeeId = Number(params.get('employeeId')) || undefined;
  const signature = useSignature(id);
  const employee = useEmployee(employeeId);
  let content;
  if ((id && signature.isPending) || (employeeId && employee.isPending)) content = <PageLoader label="Loading" />;
  else if (signature.error || employee.error)
    content = (
      <Alert severity="error">
        {serverMessage(signature.error ?? employee.error, 'Could not load the signatory.')}
      </Alert>
    );
  else
    content = (
      <SignatureForm
        key={id ?? employeeId ?? 'new'}
        signature={signature.data}
        employeeId={employeeId ?? signature.data?.employeeId ?? undefined}
        name={employee.data?.fullName ?? ''}
        post={employee.data?.postName ?? ''}
      />
    );
  return (
    <Page title={id ? 'Edit signature' : 'Add sign'}>
      <Section>{content}</Section>
    </Page>
  );
}

/** /signatureList */
export function SignatureListPage() {
  const toast = useToast();
  const list = useSignatures();
  const remove = useDeleteSignature();
  const writer = can(useRole(), 'signature:write');
  const [removing, setRemoving] = useState<Signature>();
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success('Signature deleted');
    } catch (error) {
      toast.error(serverMessage(error, 'Could not delete the signature.'));
    } finally {
      setRemoving(undefined);
    }
  };
  return (
    <Page title="Signature List">
      <Section>
        <DataTable
          label="Signatures"
          {...rowsOf(list, 'Could not load the signatures.')}
          emptyText="No signatures uploaded yet."
          columns={[
            { id: 'name', header: 'Signatory FullName', value: (row) => row.fullName },
            { id: 'index', header: 'Index', value: (row) => row.index },
            { id: 'post', header: 'Signatory Position', value: (row) => row.post },
            { id: 'status', header: 'Status', value: (row) => (row.status ? 'Active' : 'Inactive') },
          ]}
          rowActions={
            writer
              ? (row) => (
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="outlined"
                      component={RouterLink}
                      to={`/signature?id=${row.id}`}
                      aria-label={`Edit ${row.fullName}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRemoving(row)}
                      aria-label={`Delete ${row.fullName}`}
                    >
                      Delete
                    </Button>
                  </Stack>
                )
              : undefined
          }
          toolbar={
            writer ? (
              <Button variant="contained" component={RouterLink} to="/signature">
                Add sign
              </Button>
            ) : undefined
          }
        />
      </Section>
      <ConfirmDialog
        open={Boolean(removing)}
        title="Delete this signature?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(undefined)}
      >
        {removing?.fullName}’s signature and its images are removed from every printed document.
      </ConfirmDialog>
    </Page>
  );
}
