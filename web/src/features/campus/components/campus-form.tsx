/**
 * The campus form (organization-management/campus-register, the campus's own /profile):
 * every campus profile field of Student/GetUserDetails in sections, the address from the
 * address tree, the established date in BS and AD (either fills the other), and the logo.
 * The contracts' schema checks it before it is sent; the server's field errors show beside
 * their fields.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAMPUS_TYPES, CreateCampusBodySchema, SETUP_MESSAGES } from '@hemis/contracts';
import { LogoField } from '../../../components/logo-field.tsx';
import { FieldGrid, type FieldOption, type FieldSpec } from '../../../components/setup/field-grid.tsx';
import { fieldErrorsOf, statusOf } from '../../../lib/api-client.ts';
import { useForm, type FormSchema } from '../../../lib/use-form.ts';
import { AddressFields } from '../../address/components/address-fields.tsx';
import { adToBsText, bsToAdText, type CampusFormValues } from '../campus-form-values.ts';

type Spec = FieldSpec<CampusFormValues>;

export const CAMPUS_TYPE_OPTIONS: readonly FieldOption[] = CAMPUS_TYPES.map((type) => ({
  value: type,
  label: type.charAt(0).toUpperCase() + type.slice(1),
}));

/** The form's checks: the contract's, over the text fields (the logo is checked apart). */
const CAMPUS_FORM_SCHEMA = CreateCampusBodySchema.omit({ logo: true }) as unknown as FormSchema<unknown>;

const ESTABLISHED: Spec[] = [
  { name: 'yearOfEstd', label: 'Established Year (AD)', type: 'number' },
  {
    name: 'dateOfEstd',
    label: 'Established Date (BS, YYYY-MM-DD)',
    onChange: (value) => {
      const ad = bsToAdText(value);
      return ad ? { dateOfEstdAd: ad, yearOfEstd: ad.slice(0, 4) } : {};
    },
  },
  {
    name: 'dateOfEstdAd',
    label: 'Established Date (AD)',
    type: 'date',
    onChange: (value) => {
      const bs = adToBsText(value);
      return bs ? { dateOfEstd: bs, yearOfEstd: value.slice(0, 4) } : {};
    },
  },
];

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
  const form = useForm<CampusFormValues, unknown>(CAMPUS_FORM_SCHEMA, initialValues);
  const [logo, setLogo] = useState<File | undefined>();
  const [logoError, setLogoError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const offered = (specs: Spec[]) => specs.filter((spec) => !locked.includes(spec.name));

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate((values) =>
      universities && !values.universityId ? { universityId: SETUP_MESSAGES.universityRequired } : {},
    );
    if (valid === undefined || logoError) return;
    setSubmitting(true);
    setFailure(undefined);
    try {
      await onSubmit(form.values, logo);
      setLogo(undefined);
      onSaved?.(() => form.reset());
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      form.setErrors(fieldErrors);
      if (fieldErrors.logo) setLogoError(fieldErrors.logo);
      setFailure(statusOf(error) === 400 ? 'Please correct the fields marked in red.' : failureMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const grid = (specs: Spec[], idPrefix: string) => (
    <FieldGrid fields={specs} values={form.values} errors={form.errors} onChange={form.change} idPrefix={idPrefix} />
  );
  const heading = (text: string) => (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {text}
    </Typography>
  );

  return (
    <Box component="form" aria-label={title} noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {heading('Campus')}
        {grid(identity, 'campus')}
        {heading('Address')}
        <AddressFields
          idPrefix="campus"
          values={form.values}
          errors={form.errors}
          onChange={(changes) => form.change(changes)}
        />
        {grid(offered(ADDRESS_MORE), 'campus')}
        {heading('Established')}
        {grid(offered(ESTABLISHED), 'campus')}
        {heading('Contact')}
        {grid(offered(CONTACT), 'campus')}
        {heading('Principal and Focal Person')}
        {grid(offered(PEOPLE), 'campus')}
        {heading('Bank')}
        {grid(offered(BANK), 'campus')}
        {heading('Logo')}
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
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? 'Saving…' : submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
