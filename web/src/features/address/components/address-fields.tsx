/**
 * Province, district, local level and (optionally) ward, each narrowing the next, from the
 * address tree. Changing a level clears the levels below it.
 */
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { FormField } from '../../../components/form-field.tsx';
import type { FieldErrors } from '../../../lib/use-form.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { districtsOf, localLevelsOf, provincesOf, wardsOf } from '../address-tree.ts';

export interface AddressValues {
  province: string;
  district: string;
  localLevel: string;
  wardNo?: string;
}

interface AddressFieldsProps {
  idPrefix: string;
  values: AddressValues;
  errors: FieldErrors;
  onChange: (changes: Partial<AddressValues>) => void;
  /** Universities have no ward. */
  withWard?: boolean;
}

function Select({
  id,
  label,
  value,
  options,
  error,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (string | number)[];
  error: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <FormField
      id={id}
      select
      label={label}
      value={options.some((option) => String(option) === value) ? value : ''}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <MenuItem key={option} value={String(option)}>
          {option}
        </MenuItem>
      ))}
    </FormField>
  );
}

export function AddressFields({ idPrefix, values, errors, onChange, withWard = true }: AddressFieldsProps) {
  const { data: entries = [], isPending, error } = useAddresses();
  const loading = isPending ? 'Loading addresses…' : undefined;
  const failed = error ? 'Could not load the address list.' : undefined;
  const width = withWard ? 3 : 4;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: width }}>
        <Select
          id={`${idPrefix}-province`}
          label="Province"
          value={values.province}
          options={provincesOf(entries)}
          error={errors.province ?? failed ?? loading}
          onChange={(province) =>
            onChange({ province, district: '', localLevel: '', ...(withWard ? { wardNo: '' } : {}) })
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: width }}>
        <Select
          id={`${idPrefix}-district`}
          label="District"
          value={values.district}
          options={districtsOf(entries, values.province)}
          error={errors.district}
          disabled={!values.province}
          onChange={(district) => onChange({ district, localLevel: '', ...(withWard ? { wardNo: '' } : {}) })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: width }}>
        <Select
          id={`${idPrefix}-localLevel`}
          label="Local Level"
          value={values.localLevel}
          options={localLevelsOf(entries, values.district)}
          error={errors.localLevel}
          disabled={!values.district}
          onChange={(localLevel) => onChange({ localLevel, ...(withWard ? { wardNo: '' } : {}) })}
        />
      </Grid>
      {withWard ? (
        <Grid size={{ xs: 12, sm: 6, md: width }}>
          <Select
            id={`${idPrefix}-wardNo`}
            label="Ward No."
            value={values.wardNo ?? ''}
            options={wardsOf(entries, values.district, values.localLevel)}
            error={errors.wardNo}
            disabled={!values.localLevel}
            onChange={(wardNo) => onChange({ wardNo })}
          />
        </Grid>
      ) : undefined}
    </Grid>
  );
}
