/** A list's or a report's bound of days: an A.D. day picked in the browser's date field (empty: no bound). */
import TextField from '@mui/material/TextField';

export function DateFilter({
  label,
  value,
  onChange,
  error,
  fullWidth = true,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      fullWidth={fullWidth}
      size="small"
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
