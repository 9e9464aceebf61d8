/**
 * General Information (api-contract 8.1): names (Nepali in Devanagari, English upper-case),
 * contact, date of birth in BS with its AD day, gender, nationality, ethnic group, religion,
 * disability, EDG, Mukta Kamaiya, martyr family, citizenship and national ID, and the
 * scans and photos with their previews.
 */
import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { GENDERS } from '@hemis/contracts';
import {
  BsDateInput,
  CheckboxInput,
  FileInput,
  RadioInput,
  SelectInput,
  TextInput,
  optionsOf,
  type KeptFile,
  type Option,
} from '../../../../components/form/index.ts';
import { useAddresses } from '../../../address/api/get-addresses.ts';
import { districtsOf } from '../../../address/address-tree.ts';
import { ethnicGroups } from '../../../lookups/api/ethnic-groups.ts';
import { STUDENT_FILE_FIELDS, type StudentFileField } from './student-form-values.ts';

export const GENDER_OPTIONS: Option[] = GENDERS.map((gender) => ({
  value: gender,
  label: gender.charAt(0).toUpperCase() + gender.slice(1),
}));

export const NATIONALITY_OPTIONS: Option[] = [
  { value: 'nepali', label: 'Nepali' },
  { value: 'other', label: 'Other' },
];

export const YES_NO_OPTIONS: Option[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** The religions of Nepal's census. */
const RELIGIONS = [
  'Hindu',
  'Buddhist',
  'Islam',
  'Kirat',
  'Christian',
  'Prakriti',
  'Bon',
  'Jain',
  'Bahai',
  'Sikh',
  'Other',
];

export const StepHeading = ({ children }: { children: ReactNode }) => (
  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
    {children}
  </Typography>
);

const cell = (child: ReactNode, md: 3 | 4 | 6 | 12 = 4) => (
  <Grid size={{ xs: 12, sm: md === 12 ? 12 : 6, md }}>{child}</Grid>
);

/** A file field of the form, with what the record keeps (an edit). */
export function StudentFileInput({
  name,
  kept,
}: {
  name: StudentFileField;
  kept: (name: StudentFileField) => KeptFile | undefined;
}) {
  const [kind, label] = STUDENT_FILE_FIELDS[name];
  return <FileInput name={name} label={label} kind={kind} kept={kept(name)} />;
}

export function GeneralStep({ kept }: { kept: (name: StudentFileField) => KeptFile | undefined }) {
  const disability = useWatch({ name: 'disabilityStatus' }) as string;
  const groups = ethnicGroups.useList();
  const { data: addresses = [] } = useAddresses();
  return (
    <Grid container spacing={2}>
      {cell(<TextInput name="nepaliName" label="विद्यार्थीको नाम देवनागरीमा (unicode)" lang="ne" />, 12)}
      {cell(<TextInput name="firstName" label="First Name" required upperCase autoComplete="off" />)}
      {cell(<TextInput name="middleName" label="Middle Name" upperCase autoComplete="off" />)}
      {cell(<TextInput name="lastName" label="Last Name" required upperCase autoComplete="off" />)}
      {cell(<TextInput name="phoneNumber" label="Phone Number" type="tel" />)}
      {cell(<TextInput name="email" label="Email" type="email" />)}
      {cell(<span />)}
      {cell(<BsDateInput name="doBBS" adName="doBAD" label="Date of Birth" />, 12)}
      {cell(<RadioInput name="gender" label="Gender" required options={GENDER_OPTIONS} />)}
      {cell(<RadioInput name="nationality" label="Nationality" options={NATIONALITY_OPTIONS} />)}
      {cell(
        <SelectInput
          name="ethnicity"
          label="Ethnicity"
          emptyLabel="None"
          options={optionsOf((groups.data ?? []).map((group) => group.name))}
        />,
      )}
      {cell(<SelectInput name="religion" label="Religion" emptyLabel="None" options={optionsOf(RELIGIONS)} />)}
      {cell(<RadioInput name="disabilityStatus" label="Disability Status" options={YES_NO_OPTIONS} />)}
      {cell(disability === 'true' ? <TextInput name="disabilityType" label="Disability Type" required /> : <span />)}
      {cell(<CheckboxInput name="edg" label="Belong To EDG?" />)}
      {cell(<CheckboxInput name="isMuktaKamaiya" label="Is Mukta Kamaiya ?" />)}
      {cell(<CheckboxInput name="isFromMartyrFamily" label="Is from martyr/conflict affected family ?" />)}
      {cell(<TextInput name="citizenshipNo" label="Citizenship No." autoComplete="off" />)}
      {cell(
        <SelectInput
          name="citizenIssueDist"
          label="Citizenship Issued District"
          emptyLabel="None"
          options={optionsOf(districtsOf(addresses, ''))}
        />,
      )}
      {cell(<TextInput name="nidNo" label="National ID (NID) No." autoComplete="off" />)}
      <Grid size={12}>
        <StepHeading>Documents</StepHeading>
      </Grid>
      {(
        ['ppSizePhotoFile', 'citizenshipFrontFile', 'citizenshipBackFile', 'nidPicFile', 'digitalSignature'] as const
      ).map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 2.4 }}>
          <StudentFileInput name={name} kept={kept} />
        </Grid>
      ))}
    </Grid>
  );
}
