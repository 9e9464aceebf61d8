/**
 * A logo chooser: PNG, JPEG or WebP up to the upload limit (spec section 9), checked before
 * it is sent (the server checks the content again), with the chosen file's name shown.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@hemis/contracts';

/** The problem with a chosen image, or undefined when it may be sent. */
export function imageProblem(file: { type: string; size: number }): string | undefined {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type))
    return 'The logo must be a PNG, JPEG or WebP image';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return `The logo must be at most ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB`;
  return undefined;
}

interface LogoFieldProps {
  file: File | undefined;
  error: string | undefined;
  onChange: (file: File | undefined, problem: string | undefined) => void;
  label?: string;
}

export function LogoField({ file, error, onChange, label = 'Logo' }: LogoFieldProps) {
  const id = useId();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button component="label" htmlFor={id} variant="outlined" size="small">
          Choose {label}
        </Button>
        <input
          id={id}
          type="file"
          aria-label={label}
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            onChange(chosen, chosen ? imageProblem(chosen) : undefined);
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {file ? file.name : 'No file chosen'}
        </Typography>
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : undefined}
    </Box>
  );
}
