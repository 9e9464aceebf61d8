/**
 * A labelled group of checkboxes over records chosen by id (the programs a campus adopts,
 * the majors that offer a subject): a fieldset whose legend names the group, so each
 * checkbox is announced with its group, and a message when there is nothing to choose.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';

export interface CheckboxChoice {
  id: number;
  label: string;
}

export interface CheckboxGroupProps {
  label: string;
  choices: readonly CheckboxChoice[];
  checked: readonly number[];
  onToggle: (id: number, checked: boolean) => void;
  /** Shown instead of the checkboxes when there are no choices. */
  emptyText: string;
  loading?: boolean;
  disabled?: boolean;
  error?: string | undefined;
}

export function CheckboxGroup({
  label,
  choices,
  checked,
  onToggle,
  emptyText,
  loading = false,
  disabled = false,
  error,
}: CheckboxGroupProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" error={Boolean(error)}>
        {label}
      </FormLabel>
      {loading ? <LinearProgress aria-label={`Loading ${label}`} sx={{ my: 1 }} /> : undefined}
      {!loading && choices.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {emptyText}
        </Alert>
      ) : undefined}
      <FormGroup row>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.id}
            label={choice.label}
            disabled={disabled}
            control={
              <Checkbox
                checked={checked.includes(choice.id)}
                onChange={(event) => onToggle(choice.id, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText error>{error}</FormHelperText> : undefined}
    </Box>
  );
}

/** The ids after ticking or unticking one. */
export function toggledIds(ids: readonly number[], id: number, checked: boolean): number[] {
  return checked ? [...new Set([...ids, id])] : ids.filter((other) => other !== id);
}
