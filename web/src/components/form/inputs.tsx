/**
 * Inputs bound to the surrounding SchemaForm by name: a text (or number, or multi-line)
 * field, a select, a checkbox and a radio group. Each shows its field's error from the
 * schema, a rule or the server, and the theme's red asterisk when required.
 */
import { useId, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, useFormContext } from 'react-hook-form';
import { FormField, type FormFieldProps } from '../form-field.tsx';

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Strings as options labelled by themselves. */
export const optionsOf = (values: readonly (string | number)[]): Option[] =>
  values.map((value) => ({ value: String(value), label: String(value) }));

type BoundFieldProps = Omit<FormFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'select' | 'children'> & {
  name: string;
  /** Called after the value changed, to set the fields that follow from it (a cascade clears those below). */
  onValueChange?: (value: string) => void;
};

export interface TextInputProps extends BoundFieldProps {
  /** Shown upper-case as typed (names the clients send upper-case). */
  upperCase?: boolean;
  /** What the field keeps of what is typed (digits only for a phone number). */
  normalize?: (value: string) => string;
  /** Marks the field red without a message under it (a form that says its messages elsewhere). */
  messageElsewhere?: boolean;
}

export function TextInput({
  name,
  upperCase,
  normalize,
  messageElsewhere,
  onValueChange,
  id,
  ...props
}: TextInputProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message;
  return (
    <FormField
      {...props}
      id={id ?? name}
      name={name}
      inputRef={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onBlur={field.onBlur}
      error={message ? (messageElsewhere ? ' ' : message) : undefined}
      onChange={(event) => {
        const typed = normalize ? normalize(event.target.value) : event.target.value;
        const value = upperCase ? typed.toUpperCase() : typed;
        field.onChange(value);
        onValueChange?.(value);
      }}
    />
  );
}

export interface SelectInputProps extends BoundFieldProps {
  options: readonly Option[];
  /** The first, empty choice ("None"); without it an empty value shows as nothing chosen. */
  emptyLabel?: string;
}

export function SelectInput({ name, options, emptyLabel, onValueChange, id, ...props }: SelectInputProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const value = String((field.value as string | number | undefined) ?? '');
  // A value the options do not (yet) hold shows as empty rather than warning: lists load later.
  const shown = options.some((option) => option.value === value) ? value : '';
  return (
    <FormField
      {...props}
      id={id ?? name}
      name={name}
      select
      inputRef={field.ref}
      value={shown}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
    >
      {emptyLabel !== undefined ? (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      ) : undefined}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </FormField>
  );
}

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
      {fieldState.error?.message ? <FormHelperText>{fieldState.error.message}</FormHelperText> : undefined}
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
      {fieldState.error?.message ? <FormHelperText>{fieldState.error.message}</FormHelperText> : undefined}
    </FormControl>
  );
}
