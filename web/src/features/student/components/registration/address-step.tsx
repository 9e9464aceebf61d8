/**
 * Address Information (api-contract 8.1): the permanent address from the address tree with
 * tole, house and block, "same as permanent", and the temporary address, which is hidden
 * and sent as a copy of the permanent one while the box is ticked.
 */
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxInput } from '../../../../components/form/index.ts';
import { PersonAddressInputs } from '../../../address/components/address-fields.tsx';
import { StepHeading } from './general-step.tsx';

export function AddressStep() {
  const { t } = useTranslation('student');
  const same = useWatch({ name: 'isSameAsPermanent' }) as boolean;
  return (
    <Stack spacing={2}>
      <StepHeading>{t('address.permanentAddress')}</StepHeading>
      <PersonAddressInputs prefix="p" label={t('address.permanent')} toleName="Locality" />
      <CheckboxInput name="isSameAsPermanent" label={t('address.sameAsPermanent')} />
      {same ? undefined : (
        <>
          <StepHeading>{t('address.temporaryAddress')}</StepHeading>
          <PersonAddressInputs prefix="t" label={t('address.temporary')} toleName="Locality" />
        </>
      )}
    </Stack>
  );
}
