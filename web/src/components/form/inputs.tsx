/**
 * Inputs bound to the surrounding SchemaForm by name: a text (or number, or multi-line)
 * field and a select (checkboxes and radio groups are in choice-inputs.tsx, so the login
 * page's first load carries only these). Each shows its field's error from the schema, a
 * rule or the server, and the theme's red asterisk when required.
 */
import MenuItem from '@mui/material/MenuItem';
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
