/**
 * Choices bound to the surrounding SchemaForm by name: a checkbox (a boolean field) and a
 * radio group (one of a few choices in view), each with its field's error.
 */
import { useId, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, useFormContext } from 'react-hook-form';
import type { Option } from './inputs.tsx';
import { useFieldMessage } from './field-messages.tsx';

export interface CheckboxInputProps {
  name: string;
  label: ReactNode;
  disabled?: boolean;
  onValueChange?: (checked: boolean) => void;
}

/** A boolean field: the schema reads true and false. */
export function CheckboxInput({ name, label, disabled, onValueChange }: CheckboxInputProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = useFieldMessage()(fieldState.error?.message);
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Checkbox
            name={name}
            slotProps={{ input: { ref: field.ref } }}
            checked={field.value === true || field.value === 'true'}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.checked);
              onValueChange?.(event.target.checked);
            }}
          />
        }
      />
      {message ? <FormHelperText>{message}</FormHelperText> : undefined}
    </FormControl>
  );
}

export interface RadioInputProps {
  name: string;
  label: string;
  options: readonly Option[];
  required?: boolean;
  onValueChange?: (value: string) => void;
}

/** One of a few choices, all in view (gender, nationality, yes or no). */
export function RadioInput({ name, label, options, required, onValueChange }: RadioInputProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const labelId = useId();
  const message = useFieldMessage()(fieldState.error?.message);
  return (
    <FormControl error={Boolean(fieldState.error)} required={required}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={labelId}
        value={String((field.value as string | boolean | undefined) ?? '')}
        onChange={(event) => {
          field.onChange(event.target.value);
          onValueChange?.(event.target.value);
        }}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
            control={
              <Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} onBlur={field.onBlur} />
            }
          />
        ))}
      </RadioGroup>
      {message ? <FormHelperText>{message}</FormHelperText> : undefined}
    </FormControl>
  );
}
