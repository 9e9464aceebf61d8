/**
 * The form field for typed text (text, number, password, multi-line): labelled, marked and
 * described exactly as FormField's, but built from the parts MUI's TextField is made of.
 * TextField imports Select, and with it Menu, Popover and Modal, about 19 KB gzipped that
 * the login page's first load would carry for nothing (docs/decisions/0008). Selects stay on
 * FormField.
 */
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { FormFieldProps } from './form-field.tsx';

export type TextFormFieldProps = Omit<
  FormFieldProps,
  | 'select'
  | 'SelectProps'
  | 'children'
  | 'slots'
  | 'slotProps'
  | 'variant'
  | 'InputProps'
  | 'inputProps'
  | 'InputLabelProps'
  | 'FormHelperTextProps'
> & {
  /** TextField's slots that a text field has, as plain props. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps> & Record<`aria-${string}`, string>;
  };
};

export function TextFormField({
  error,
  helperText,
  size = 'small',
  fullWidth = true,
  id: givenId,
  label,
  slotProps = {},
  autoComplete,
  autoFocus,
  defaultValue,
  inputRef,
  maxRows,
  minRows,
  multiline,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  rows,
  type,
  value,
  ...root
}: TextFormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const message = error ?? helperText;
  const labelled = label != null && label !== '';
  // The ids TextField gives, so labels and messages are announced as they are elsewhere.
  const helperTextId = message ? `${id}-helper-text` : undefined;
  return (
    <FormControl size={size} fullWidth={fullWidth} error={Boolean(error)} {...root}>
      {labelled ? (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      ) : undefined}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        label={label}
        notched={slotProps.inputLabel?.shrink}
        inputProps={slotProps.htmlInput}
        {...slotProps.input}
      />
      {message ? (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {message}
        </FormHelperText>
      ) : undefined}
    </FormControl>
  );
}
