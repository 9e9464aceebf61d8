/** Guardian Information (api-contract 8.1): father, mother and guardian, each with occupation and contact. */
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../../components/form/index.ts';
import { StepHeading } from './general-step.tsx';

type GuardianField =
  | 'fatherName'
  | 'fOccupation'
  | 'fatherPhoneNo'
  | 'fatherEmail'
  | 'motherName'
  | 'mOccupation'
  | 'motherPhoneNo'
  | 'motherEmail'
  | 'guardianName'
  | 'gOccupation'
  | 'guardianPhone'
  | 'gEmail'
  | 'gAddress';

interface Person {
  heading: 'father' | 'mother' | 'guardian';
  /** Each field's name, which also keys its label, and its input type. */
  fields: readonly (readonly [name: GuardianField, type?: string])[];
}

const PEOPLE: readonly Person[] = [
  {
    heading: 'father',
    fields: [['fatherName'], ['fOccupation'], ['fatherPhoneNo', 'tel'], ['fatherEmail', 'email']],
  },
  {
    heading: 'mother',
    fields: [['motherName'], ['mOccupation'], ['motherPhoneNo', 'tel'], ['motherEmail', 'email']],
  },
  {
    heading: 'guardian',
    fields: [['guardianName'], ['gOccupation'], ['guardianPhone', 'tel'], ['gEmail', 'email'], ['gAddress']],
  },
];

export function GuardianStep() {
  const { t } = useTranslation('student');
  return (
    <Grid container spacing={2}>
      {PEOPLE.map((person) => [
        <Grid key={person.heading} size={12}>
          <StepHeading>{t(`guardian.${person.heading}`)}</StepHeading>
        </Grid>,
        ...person.fields.map(([name, type]) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
            <TextInput name={name} label={t(`guardian.${name}`)} type={type} />
          </Grid>
        )),
      ])}
    </Grid>
  );
}
