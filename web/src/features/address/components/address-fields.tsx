/**
 * Province, district, local level and (optionally) ward, each narrowing the next, from the
 * address tree, bound to the surrounding form (components/form). Changing a level clears the
 * levels below it.
 */
import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { optionsOf, TextInput } from '../../../components/form/inputs.tsx';
import { SelectInput } from '../../../components/form/select-input.tsx';
import { useAddresses } from '../api/get-addresses.ts';
import { districtsOf, localLevelsOf, provincesOf, wardsOf } from '../address-tree.ts';

/** The form fields an address is kept in (the student's `pProvince`..., a campus's `province`...). */
export interface AddressNames {
  province: string;
  district: string;
  localLevel: string;
  wardNo?: string;
}

interface AddressInputsProps {
  names: AddressNames;
  /** Labels' prefix ("Permanent") when a form has two addresses. */
  labelPrefix?: string;
  disabled?: boolean;
}

/** The cascade bound to the surrounding SchemaForm: a level's change clears the levels below it. */
export function AddressInputs({ names, labelPrefix, disabled }: AddressInputsProps) {
  const { t } = useTranslation('address');
  const { setValue } = useFormContext();
  const [province, district, localLevel] = useWatch({ name: [names.province, names.district, names.localLevel] }) as [
    string | undefined,
    string | undefined,
    string | undefined,
  ];
  const { data: entries = [], isPending, error } = useAddresses();
  const label = (field: string) => (labelPrefix ? t('ofKind', { kind: labelPrefix, field }) : field);
  const clear = (...fields: (string | undefined)[]) => {
    for (const field of fields) if (field) setValue(field, '', { shouldDirty: true });
  };
  const width = names.wardNo ? 3 : 4;
  const cell = (child: ReactNode) => <Grid size={{ xs: 12, sm: 6, md: width }}>{child}</Grid>;
  return (
    <Grid container spacing={2}>
      {cell(
        <SelectInput
          name={names.province}
          label={label(t('province'))}
          options={optionsOf(provincesOf(entries))}
          disabled={disabled}
          helperText={error ? t('notLoaded') : isPending ? t('loading') : undefined}
          onValueChange={() => clear(names.district, names.localLevel, names.wardNo)}
        />,
      )}
      {cell(
        <SelectInput
          name={names.district}
          label={label(t('district'))}
          options={optionsOf(districtsOf(entries, province ?? ''))}
          disabled={disabled || !province}
          onValueChange={() => clear(names.localLevel, names.wardNo)}
        />,
      )}
      {cell(
        <SelectInput
          name={names.localLevel}
          label={label(t('localLevel'))}
          options={optionsOf(localLevelsOf(entries, district ?? ''))}
          disabled={disabled || !district}
          onValueChange={() => clear(names.wardNo)}
        />,
      )}
      {names.wardNo
        ? cell(
            <SelectInput
              name={names.wardNo}
              label={label(t('wardNo'))}
              options={optionsOf(wardsOf(entries, district ?? '', localLevel ?? ''))}
              disabled={disabled || !localLevel}
            />,
          )
        : undefined}
    </Grid>
  );
}

interface PersonAddressProps {
  /** The form's fields of this address start with it: `pProvince`, `tProvince`... */
  prefix: 'p' | 't';
  /** "Permanent" or "Temporary", before each field's label. */
  label: string;
  /** The tole's field after the prefix: the student's record calls it `Locality`, the employee's `Tole`. */
  toleName: 'Tole' | 'Locality';
}

/** A person's permanent or temporary address: the cascade, then tole, house and block. */
export function PersonAddressInputs({ prefix, label, toleName }: PersonAddressProps) {
  const { t } = useTranslation('address');
  const ofKind = (field: string) => t('ofKind', { kind: label, field });
  const cell = (child: ReactNode) => <Grid size={{ xs: 12, sm: 4 }}>{child}</Grid>;
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
        {cell(<TextInput name={`${prefix}${toleName}`} label={ofKind(t('tole'))} />)}
        {cell(<TextInput name={`${prefix}HouseNo`} label={ofKind(t('houseNo'))} />)}
        {cell(<TextInput name={`${prefix}BlockNo`} label={ofKind(t('blockNo'))} />)}
      </Grid>
    </Stack>
  );
}
