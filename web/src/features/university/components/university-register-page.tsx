/**
 * /organization-management/university-register: the grants body registers a university
 * (name, short name, type, address, contact, logo, established year), and edits one.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import {
  can,
  CreateUniversityBodySchema,
  IMAGE_UPLOAD_MAX_BYTES,
  UNIVERSITY_TYPES,
  type University,
} from '@hemis/contracts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { FileInput, fileRules } from '../../../components/form/file-input.tsx';
import { SchemaForm, applyServerErrors, useSchemaForm } from '../../../components/form/schema-form.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { FieldGrid, type FieldSpec } from '../../../components/setup/field-grid.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { AddressInputs } from '../../address/components/address-fields.tsx';
import { useCreateUniversity } from '../api/create-university.ts';
import { useUniversity, useUpdateUniversity } from '../api/university.ts';

export const UNIVERSITY_REGISTERED = 'University registered successfully.';
export const UNIVERSITY_UPDATED = 'University updated successfully.';

interface UniversityFormValues extends Record<string, string> {
  name: string;
  nameNepali: string;
  code: string;
  type: string;
  establishedYear: string;
  website: string;
  email: string;
  phone: string;
  province: string;
  district: string;
  localLevel: string;
}

const EMPTY: UniversityFormValues = {
  name: '',
  nameNepali: '',
  code: '',
  type: '',
  establishedYear: '',
  website: '',
  email: '',
  phone: '',
  province: '',
  district: '',
  localLevel: '',
};

/** The logo is checked when chosen; the server reads its content again. */
const LOGO_RULES = fileRules({ logo: ['image', 'The logo'] }, IMAGE_UPLOAD_MAX_BYTES);

const FIELDS: FieldSpec<UniversityFormValues>[] = [
  { name: 'name', label: 'University Name', required: true, width: 6 },
  { name: 'nameNepali', label: 'University Name (Nepali)', width: 6 },
  { name: 'code', label: 'Short Name', required: true },
  {
    name: 'type',
    label: 'University Type',
    options: UNIVERSITY_TYPES.map((type) => ({ value: type, label: type.charAt(0).toUpperCase() + type.slice(1) })),
  },
  { name: 'establishedYear', label: 'Established Year (AD)', type: 'number' },
  { name: 'website', label: 'Website' },
  { name: 'email', label: 'Email' },
  { name: 'phone', label: 'Phone' },
];

/** What the form shows for a university read back. */
function universityToValues(university: University): UniversityFormValues {
  return {
    name: university.name,
    nameNepali: university.nameNepali ?? '',
    code: university.code,
    type: university.type,
    establishedYear: university.establishedYear === null ? '' : String(university.establishedYear),
    website: university.website ?? '',
    email: university.email ?? '',
    phone: university.phone ?? '',
    province: university.province ?? '',
    district: university.district ?? '',
    localLevel: university.localLevel ?? '',
  };
}

interface UniversityFormProps {
  title: string;
  submitLabel: string;
  initialValues: UniversityFormValues;
  /** A register leaves blank fields out; an edit sends them blank, which clears them. */
  mode: 'create' | 'update';
  save: (fields: Record<string, string>, logo: File | undefined) => Promise<unknown>;
  saved: string;
  failed: string;
}

function UniversityForm({ title, submitLabel, initialValues, mode, save, saved, failed }: UniversityFormProps) {
  const toast = useToast();
  const form = useSchemaForm(CreateUniversityBodySchema, {
    defaultValues: { ...initialValues, logo: undefined as File | undefined },
    rules: LOGO_RULES,
  });
  const [failure, setFailure] = useState<string | undefined>();
  const submit = async () => {
    setFailure(undefined);
    const { logo, ...values } = form.getValues();
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(values as UniversityFormValues)) {
      if (name !== 'province' && (value.trim() || mode === 'update')) fields[name] = value.trim();
    }
    try {
      await save(fields, logo);
      toast.success(saved);
      // A register empties itself; an edit keeps the saved values.
      form.reset(mode === 'create' ? { ...initialValues, logo: undefined } : { ...form.getValues(), logo: undefined });
    } catch (error) {
      applyServerErrors(form, error);
      setFailure(statusOf(error) === 400 ? 'Please correct the fields marked in red.' : serverMessage(error, failed));
    }
  };
  const saving = form.formState.isSubmitting;
  return (
    <SchemaForm form={form} label={title} onSubmit={submit}>
      <Stack spacing={2}>
        <FieldGrid fields={FIELDS} idPrefix="university" />
        <AddressInputs names={{ province: 'province', district: 'district', localLevel: 'localLevel' }} />
        <Box sx={{ maxWidth: 240 }}>
          <FileInput name="logo" label="Logo" kind="image" />
        </Box>
        {failure ? <Alert severity="error">{failure}</Alert> : undefined}
        <Box>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : submitLabel}
          </Button>
        </Box>
      </Stack>
    </SchemaForm>
  );
}

function UniversityEdit({ id }: { id: number }) {
  const university = useUniversity(id);
  const update = useUpdateUniversity();
  if (university.isPending) return <PageLoader label="Loading university" />;
  if (university.error || !university.data) {
    return (
      <Page title="Edit University">
        <Alert severity="error">{serverMessage(university.error, 'Could not load the university.')}</Alert>
      </Page>
    );
  }
  return (
    <Page title="Edit University">
      <Section title={university.data.name}>
        <UniversityForm
          key={university.data.id}
          title="Edit University"
          submitLabel="Update University"
          initialValues={universityToValues(university.data)}
          mode="update"
          save={(fields, logo) => update.mutateAsync({ id, fields, logo })}
          saved={UNIVERSITY_UPDATED}
          failed="Could not update the university."
        />
      </Section>
    </Page>
  );
}

/**
 * The register form, or with ?universityId= the edit form of that university (the
 * university list's Edit action).
 */
export function UniversityRegisterPage() {
  const role = useRole();
  const create = useCreateUniversity();
  const [searchParams] = useSearchParams();
  const editId = Number(searchParams.get('universityId'));
  if (!can(role, 'university:write')) {
    return (
      <Page title="University Register">
        <Alert severity="info">Universities are registered by the grants body.</Alert>
      </Page>
    );
  }
  if (Number.isInteger(editId) && editId > 0) return <UniversityEdit id={editId} />;
  return (
    <Page title="University Register">
      <Section title="New university">
        <UniversityForm
          title="Register University"
          submitLabel="Register University"
          initialValues={EMPTY}
          mode="create"
          save={(fields, logo) => create.mutateAsync({ fields, logo })}
          saved={UNIVERSITY_REGISTERED}
          failed="Could not register the university."
        />
      </Section>
    </Page>
  );
}

export default UniversityRegisterPage;
