/**
 * Address Information (api-contract 8.1): the permanent address from the address tree with
 * tole, house and block, "same as permanent", and the temporary address, which is hidden
 * and sent as a copy of the permanent one while the box is ticked.
 */
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { CheckboxInput } from '../../../../components/form/index.ts';
import { PersonAddressInputs } from '../../../address/components/address-fields.tsx';
import { StepHeading } from './general-step.tsx';

export function AddressStep() {
  const same = useWatch({ name: 'isSameAsPermanent' }) as boolean;
  return (
    <Stack spacing={2}>
      <StepHeading>Permanent Address</StepHeading>
      <PersonAddressInputs prefix="p" label="Permanent" toleName="Locality" />
      <CheckboxInput name="isSameAsPermanent" label="Temporary address is the same as permanent" />
      {same ? undefined : (
        <>
          <StepHeading>Temporary Address</StepHeading>
          <PersonAddressInputs prefix="t" label="Temporary" toleName="Locality" />
        </>
      )}
    </Stack>
  );
}
