/** A button that opens the browser's file chooser and hands over the file chosen (undefined when none is). */
import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

export interface FileButtonProps extends Pick<ButtonProps, 'size' | 'disabled' | 'fullWidth'> {
  children: ReactNode;
  /** The file types the chooser offers. */
  accept: string;
  /** The chooser's accessible name, where the button's text does not say what the file is. */
  inputLabel?: string;
  onFile: (file: File | undefined) => void;
}

export function FileButton({ children, accept, inputLabel, onFile, ...button }: FileButtonProps) {
  return (
    <Button component="label" variant="outlined" {...button}>
      {children}
      <input
        hidden
        type="file"
        accept={accept}
        aria-label={inputLabel}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
    </Button>
  );
}
