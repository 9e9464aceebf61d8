/**
 * The campus form (organization-management/campus-register, the campus's own /profile):
 * every campus profile field of Student/GetUserDetails in sections, the address from the
 * address tree, the established date in BS and AD (either fills the other), and the logo.
 * The contracts' schema checks it before it is sent; the server's field errors show beside
 * their fields.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAMPUS_TYPES, CreateCampusBodySchema, IMAGE_UPLOAD_MAX_BYTES, SETUP_MESSAGES } from '@hemis/contracts';
import { BsDateInput } from '../../../components/form/bs-date-input.tsx';
import { FileInput, fileRules } from '../../../components/form/file-input.tsx';
import { SchemaForm, applyServerErrors, useSchemaForm } from '../../../components/form/schema-form.tsx';
import { FieldGrid, type FieldOption, type FieldSpec } from '../../../components/setup/field-grid.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { AddressInputs } from '../../address/components/address-fields.tsx';
import type { CampusFormValues } from '../campus-form-values.ts';

/** The form's values: the campus's text fields and the chosen logo. */
type Values = CampusFormValues & { logo: File | undefined };
type Spec = FieldSpec<Values>;

export const CAMPUS_TYPE_OPTIONS: readonly FieldOption[] = CAMPUS_TYPES.map((type) => ({
  value: type,
  label: type.charAt(0).toUpperCase() + type.slice(1),
}));

/** The logo is checked when chosen; the server reads its content again. */
const LOGO_RULES = fileRules({ logo: ['image', 'The logo'] }, IMAGE_UPLOAD_MAX_BYTES);

const ESTABLISHED: Spec[] = [{ name: 'yearOfEstd', label: 'Established Year (AD)', type: 'number' }];

const ADDRESS_MORE: Spec[] = [
  { name: 'locality', label: 'Locality' },
  { name: 'tole', label: 'Tole' },
  { name: 'address', label: 'Address' },
];

const CONTACT: Spec[] = [
  { name: 'email', label: 'Email' },
  { name: 'url', label: 'Website' },
  { name: 'phoneNo', label: 'Phone No.' },
  { name: 'contactNo', label: 'Contact No.' },
  { name: 'contactNo2', label: 'Contact No. 2' },
  { name: 'contactNo3', label: 'Contact No. 3' },
  { name: 'contactName', label: 'Contact Person' },
  { name: 'position', label: 'Contact Person’s Position' },
  { name: 'contactEmail', label: 'Contact Email' },
  { name: 'contactPhoneNo', label: 'Contact Phone No.' },
  { name: 'contactPhoneNo1', label: 'Contact Phone No. 2' },
];

const PEOPLE: Spec[] = [
  { name: 'principalName', label: 'Principal Name' },
  { name: 'principalPhoneNo', label: 'Principal Phone No.' },
  { name: 'principalPhoneNo1', label: 'Principal Phone No. 2' },
  { name: 'principalEmail', label: 'Principal Email' },
  { name: 'focalPersonName', label: 'Focal Person Name' },
];

const BANK: Spec[] = [
  { name: 'bankName', label: 'Bank Name' },
  { name: 'branch', label: 'Branch' },
  { name: 'accountNo', label: 'Account No.' },
];

export interface CampusFormProps {
  /** Names the form for screen readers and its submit button. */
  title: string;
  submitLabel: string;
  initialValues: CampusFormValues;
  /** The universities to choose from (the grants body's register); none hides the choice. */
  universities?: readonly FieldOption[] | undefined;
  /** Fields this form does not offer (what a campus may not change on its profile). */
  locked?: readonly (keyof CampusFormValues)[];
  onSubmit: (values: CampusFormValues, logo: File | undefined) => Promise<unknown>;
  /** After a success; the register form empties itself. */
  onSaved?: (reset: () => void) => void;
  failureMessage: (error: unknown) => string;
}

export function CampusForm({
  title,
  submitLabel,
  initialValues,
  universities,
  locked = [],
  onSubmit,
  onSaved,
  failureMessage,
}: CampusFormProps) {
  const form = useSchemaForm(CreateCampusBodySchema, {
    defaultValues: { ...initialValues, logo: undefined } as Values,
    rules: (values: Values) => ({
      ...LOGO_RULES(values),
      // The university is chosen only where the list is offered (the grants body's register).
      universityId: universities && !values.universityId ? SETUP_MESSAGES.universityRequired : undefined,
    }),
  });
  const [failure, setFailure] = useState<string | undefined>();
  const offered = (specs: Spec[]) => specs.filter((spec) => !locked.includes(spec.name as keyof CampusFormValues));

  const identity: Spec[] = offered([
    { name: 'campusName', label: 'Campus Name', required: true, width: 6 },
    { name: 'campusNameNepali', label: 'Campus Name (Nepali)', width: 6 },
    { name: 'campusType', label: 'Campus Type', required: true, options: CAMPUS_TYPE_OPTIONS },
    ...(universities
      ? [{ name: 'universityId', label: 'University', required: true, options: universities } satisfies Spec]
      : []),
    { name: 'code', label: 'Code' },
    { name: 'shortName', label: 'Short Name' },
    { name: 'alias', label: 'Alias' },
    { name: 'shortCode', label: 'Short Code' },
    { name: 'accreditation', label: 'Accreditation' },
  ]);

  const submit = async () => {
    setFailure(undefined);
    const { logo, ...values } = form.getValues();
    try {
      await onSubmit(values, logo);
      // The saved values stay (an edit), the chosen logo is sent; a register empties itself.
      form.reset({ ...form.getValues(), logo: undefined });
      onSaved?.(() => form.reset({ ...initialValues, logo: undefined }));
    } catch (error) {
      applyServerErrors(form, error);
      setFailure(statusOf(error) === 400 ? 'Please correct the fields marked in red.' : failureMessage(error));
    }
  };

  const grid = (specs: Spec[], idPrefix: string) => <FieldGrid fields={specs} idPrefix={idPrefix} />;
  const heading = (text: string) => (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {text}
    </Typography>
  );

  return (
    <SchemaForm form={form} label={title} onSubmit={submit}>
      <Stack spacing={2}>
        {heading('Campus')}
        {grid(identity, 'campus')}
        {heading('Address')}
        <AddressInputs
          names={{ province: 'province', district: 'district', localLevel: 'localLevel', wardNo: 'wardNo' }}
        />
        {grid(offered(ADDRESS_MORE), 'campus')}
        {heading('Established')}
        {grid(offered(ESTABLISHED), 'campus')}
        <BsDateInput
          name="dateOfEstd"
          adName="dateOfEstdAd"
          label="Established Date"
          bsLabel="Established Date (BS, YYYY-MM-DD)"
          onDatesChange={(_bs, ad) => {
            if (ad) form.setValue('yearOfEstd', ad.slice(0, 4));
          }}
        />
        {heading('Contact')}
        {grid(offered(CONTACT), 'campus')}
        {heading('Principal and Focal Person')}
        {grid(offered(PEOPLE), 'campus')}
        {heading('Bank')}
        {grid(offered(BANK), 'campus')}
        {heading('Logo')}
        <Box sx={{ maxWidth: 240 }}>
          <FileInput name="logo" label="Logo" kind="image" />
        </Box>
        {failure ? <Alert severity="error">{failure}</Alert> : undefined}
        <Box>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving…' : submitLabel}
          </Button>
        </Box>
      </Stack>
    </SchemaForm>
  );
}
