/**
 * /organization-management/university-register: the grants body registers a university
 * (name, short name, type, address, contact, logo, established year).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { can, CreateUniversityBodySchema, UNIVERSITY_TYPES } from '@hemis/contracts';
import { LogoField } from '../../../components/logo-field.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { FieldGrid, type FieldSpec } from '../../../components/setup/field-grid.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { fieldErrorsOf, statusOf } from '../../../lib/api-client.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { useForm, type FormSchema } from '../../../lib/use-form.ts';
import { AddressFields } from '../../address/components/address-fields.tsx';
import { useCreateUniversity } from '../api/create-university.ts';

export const UNIVERSITY_REGISTERED = 'University registered successfully.';

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

const SCHEMA = CreateUniversityBodySchema.omit({ logo: true }) as unknown as FormSchema<unknown>;

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

export function UniversityRegisterPage() {
  const role = useRole();
  const toast = useToast();
  const create = useCreateUniversity();
  const form = useForm<UniversityFormValues, unknown>(SCHEMA, EMPTY);
  const [logo, setLogo] = useState<File | undefined>();
  const [logoError, setLogoError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  if (!can(role, 'university:write')) {
    return (
      <Page title="University Register">
        <Alert severity="info">Universities are registered by the grants body.</Alert>
      </Page>
    );
  }
  const submit = form.handleSubmit(async () => {
    if (logoError) return;
    setFailure(undefined);
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(form.values)) {
      if (name !== 'province' && value.trim()) fields[name] = value.trim();
    }
    try {
      await create.mutateAsync({ fields, logo });
      toast.success(UNIVERSITY_REGISTERED);
      form.reset();
      setLogo(undefined);
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setFailure(
        statusOf(error) === 400
          ? 'Please correct the fields marked in red.'
          : serverMessage(error, 'Could not register the university.'),
      );
    }
  });
  return (
    <Page title="University Register">
      <Section title="New university">
        <Box component="form" aria-label="Register University" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <FieldGrid
              fields={FIELDS}
              values={form.values}
              errors={form.errors}
              onChange={form.change}
              idPrefix="university"
            />
            <AddressFields
              idPrefix="university"
              withWard={false}
              values={form.values}
              errors={form.errors}
              onChange={(changes) => form.change(changes)}
            />
            <LogoField
              file={logo}
              error={logoError}
              onChange={(file, problem) => {
                setLogo(problem ? undefined : file);
                setLogoError(problem);
              }}
            />
            {failure ? <Alert severity="error">{failure}</Alert> : undefined}
            <Box>
              <Button type="submit" variant="contained" disabled={create.isPending}>
                {create.isPending ? 'Saving…' : 'Register University'}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Section>
    </Page>
  );
}

export default UniversityRegisterPage;
