/** Guardian Information (api-contract 8.1): father, mother and guardian, each with occupation and contact. */
import Grid from '@mui/material/Grid';
import { TextInput } from '../../../../components/form/index.ts';
import { StepHeading } from './general-step.tsx';

interface Person {
  heading: string;
  fields: readonly (readonly [name: string, label: string, type?: string])[];
}

const PEOPLE: readonly Person[] = [
  {
    heading: 'Father',
    fields: [
      ['fatherName', "Father's Name"],
      ['fOccupation', "Father's Occupation"],
      ['fatherPhoneNo', "Father's Phone No.", 'tel'],
      ['fatherEmail', "Father's Email", 'email'],
    ],
  },
  {
    heading: 'Mother',
    fields: [
      ['motherName', "Mother's Name"],
      ['mOccupation', "Mother's Occupation"],
      ['motherPhoneNo', "Mother's Phone No.", 'tel'],
      ['motherEmail', "Mother's Email", 'email'],
    ],
  },
  {
    heading: 'Guardian',
    fields: [
      ['guardianName', "Guardian's Name"],
      ['gOccupation', "Guardian's Occupation"],
      ['guardianPhone', "Guardian's Phone No.", 'tel'],
      ['gEmail', "Guardian's Email", 'email'],
      ['gAddress', "Guardian's Address"],
    ],
  },
];

export function GuardianStep() {
  return (
    <Grid container spacing={2}>
      {PEOPLE.map((person) => [
        <Grid key={person.heading} size={12}>
          <StepHeading>{person.heading}</StepHeading>
        </Grid>,
        ...person.fields.map(([name, label, type]) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
            <TextInput name={name} label={label} type={type} />
          </Grid>
        )),
      ])}
    </Grid>
  );
}
