/**
 * The one form field: a labelled MUI TextField (text, number or select) whose required
 * marker is the theme's red asterisk and whose error comes from the schema or the server.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type FormFieldProps = Omit<TextFieldProps, 'error'> & {
  /** The message shown under the field; marks it invalid. */
  error?: string | undefined;
};

export function FormField({ error, helperText, size = 'small', fullWidth = true, ...props }: FormFieldProps) {
  return (
    <TextField size={size} fullWidth={fullWidth} error={Boolean(error)} helperText={error ?? helperText} {...props} />
  );
}
