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
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { GENDERS, NATIONALITIES } from '@hemis/contracts';
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

type Say = TFunction<'student'>;

export const genderOptions = (t: Say): Option[] =>
  GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }));

export const nationalityOptions = (t: Say): Option[] =>
  NATIONALITIES.map((nationality) => ({ value: nationality, label: t(`nationalities.${nationality}`) }));

const yesNoOptions = (t: TFunction<'components'>): Option[] => [
  { value: 'true', label: t('yes') },
  { value: 'false', label: t('no') },
];

/** The religions of Nepal's census, sent in English whatever the language shown. */
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
] as const;

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
  const { t } = useTranslation('student');
  const [kind] = STUDENT_FILE_FIELDS[name];
  return <FileInput name={name} label={t(`files.${name}`)} kind={kind} kept={kept(name)} />;
}

export function GeneralStep({ kept }: { kept: (name: StudentFileField) => KeptFile | undefined }) {
  const { t } = useTranslation('student');
  const { t: common } = useTranslation('components');
  const disability = useWatch({ name: 'disabilityStatus' }) as string;
  const groups = ethnicGroups.useList();
  const { data: addresses = [] } = useAddresses();
  return (
    <Grid container spacing={2}>
      {cell(<TextInput name="nepaliName" label={t('general.nepaliName')} lang="ne" />, 12)}
      {cell(<TextInput name="firstName" label={t('general.firstName')} required upperCase autoComplete="off" />)}
      {cell(<TextInput name="middleName" label={t('general.middleName')} upperCase autoComplete="off" />)}
      {cell(<TextInput name="lastName" label={t('general.lastName')} required upperCase autoComplete="off" />)}
      {cell(<TextInput name="phoneNumber" label={t('general.phoneNumber')} type="tel" />)}
      {cell(<TextInput name="email" label={t('general.email')} type="email" />)}
      {cell(<span />)}
      {cell(<BsDateInput name="doBBS" adName="doBAD" label={t('general.dateOfBirth')} />, 12)}
      {cell(<RadioInput name="gender" label={t('general.gender')} required options={genderOptions(t)} />)}
      {cell(<RadioInput name="nationality" label={t('general.nationality')} options={nationalityOptions(t)} />)}
      {cell(
        <SelectInput
          name="ethnicity"
          label={t('general.ethnicity')}
          emptyLabel={common('none')}
          options={optionsOf((groups.data ?? []).map((group) => group.name))}
        />,
      )}
      {cell(
        <SelectInput
          name="religion"
          label={t('general.religion')}
          emptyLabel={common('none')}
          options={RELIGIONS.map((religion) => ({ value: religion, label: t(`religions.${religion}`) }))}
        />,
      )}
      {cell(
        <RadioInput name="disabilityStatus" label={t('general.disabilityStatus')} options={yesNoOptions(common)} />,
      )}
      {cell(
        disability === 'true' ? (
          <TextInput name="disabilityType" label={t('general.disabilityType')} required />
        ) : (
          <span />
        ),
      )}
      {cell(<CheckboxInput name="edg" label={t('general.edg')} />)}
      {cell(<CheckboxInput name="isMuktaKamaiya" label={t('general.muktaKamaiya')} />)}
      {cell(<CheckboxInput name="isFromMartyrFamily" label={t('general.martyrFamily')} />)}
      {cell(<TextInput name="citizenshipNo" label={t('general.citizenshipNo')} autoComplete="off" />)}
      {cell(
        <SelectInput
          name="citizenIssueDist"
          label={t('general.citizenIssueDist')}
          emptyLabel={common('none')}
          options={optionsOf(districtsOf(addresses, ''))}
        />,
      )}
      {cell(<TextInput name="nidNo" label={t('general.nidNo')} autoComplete="off" />)}
      <Grid size={12}>
        <StepHeading>{t('general.documents')}</StepHeading>
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
