/**
 * The text input bound to the surrounding SchemaForm by name: a text (or number, or
 * multi-line) field (the select is in select-input.tsx, checkboxes and radio groups in
 * choice-inputs.tsx, so the login page's first load carries only this). It shows its field's
 * error from the schema, a rule or the server, and the theme's red asterisk when required.
 */
import { useController, useFormContext } from 'react-hook-form';
import { TextFormField, type TextFormFieldProps } from '../text-form-field.tsx';
import { useFieldMessage } from './field-messages.tsx';

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Strings as options labelled by themselves. */
export const optionsOf = (values: readonly (string | number)[]): Option[] =>
  values.map((value) => ({ value: String(value), label: String(value) }));

/** A field's props less what binding it by name supplies. */
export type BoundFieldProps<FieldProps> = Omit<
  FieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'select' | 'children'
> & {
  name: string;
  /** Called after the value changed, to set the fields that follow from it (a cascade clears those below). */
  onValueChange?: (value: string) => void;
};

export interface TextInputProps extends BoundFieldProps<TextFormFieldProps> {
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
  const message = useFieldMessage()(fieldState.error?.message);
  return (
    <TextFormField
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
