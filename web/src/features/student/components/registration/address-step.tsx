/**
 * Address Information (api-contract 8.1): the permanent address from the address tree with
 * tole, house and block, "same as permanent", and the temporary address, which is hidden
 * and sent as a copy of the permanent one while the box is ticked.
 */
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { CheckboxInput, TextInput } from '../../../../components/form/index.ts';
import { AddressInputs } from '../../../address/components/address-fields.tsx';
import { StepHeading } from './general-step.tsx';

function AddressOf({ prefix, label }: { prefix: 'p' | 't'; label: string }) {
  return (
    <Stack spacing={2}>
      <AddressInputs
        labelPrefix={label}
        names={{
          province: `${prefix}Province`,
          district: `${prefix}District`,
          localLevel: `${prefix}LocalLevel`,
          wardNo: `${prefix}WardNo`,
        }}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput name={`${prefix}Locality`} label={`${label} Tole`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput name={`${prefix}HouseNo`} label={`${label} House No.`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput name={`${prefix}BlockNo`} label={`${label} Block No.`} />
        </Grid>
      </Grid>
    </Stack>
  );
}

export function AddressStep() {
  const same = useWatch({ name: 'isSameAsPermanent' }) as boolean;
  return (
    <Stack spacing={2}>
      <StepHeading>Permanent Address</StepHeading>
      <AddressOf prefix="p" label="Permanent" />
      <CheckboxInput name="isSameAsPermanent" label="Temporary address is the same as permanent" />
      {same ? undefined : (
        <>
          <StepHeading>Temporary Address</StepHeading>
          <AddressOf prefix="t" label="Temporary" />
        </>
      )}
    </Stack>
  );
}
