/**
 * The select bound to the surrounding SchemaForm by name, with its field's error and the
 * theme's red asterisk when required. Apart from the text input: MUI's select brings Menu,
 * Popover and Modal, which the login page's first load does not need.
 */
import MenuItem from '@mui/material/MenuItem';
import { useController, useFormContext } from 'react-hook-form';
import { FormField, type FormFieldProps } from '../form-field.tsx';
import type { BoundFieldProps, Option } from './inputs.tsx';
import { useFieldMessage } from './field-messages.tsx';

export interface SelectInputProps extends BoundFieldProps<FormFieldProps> {
  options: readonly Option[];
  /** The first, empty choice ("None"); without it an empty value shows as nothing chosen. */
  emptyLabel?: string;
}

export function SelectInput({ name, options, emptyLabel, onValueChange, id, ...props }: SelectInputProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const say = useFieldMessage();
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
      error={say(fieldState.error?.message)}
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
