/**
 * A file field bound to the form: the chosen File is the field's value; an image shows as a
 * preview, a PDF by its name. An edit shows the file already kept until another is chosen.
 * The type and size are checked as soon as a file is chosen (fileRules), and again by the
 * server, which reads the content.
 *
 * Previews are data: URLs, never blob: URLs: the Content-Security-Policy allows images from
 * the app itself and data: only (docs/decisions/0011).
 */
import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { IMAGE_UPLOAD_TYPES } from '@hemis/contracts';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './schema-form.tsx';
import { useFieldMessage } from './field-messages.tsx';

/** What a field takes: photos and signatures are images; scans may also be PDFs; a full document only a PDF. */
export type FileKind = 'image' | 'image-or-pdf' | 'pdf';

const TYPES: Record<FileKind, readonly string[]> = {
  image: IMAGE_UPLOAD_TYPES,
  'image-or-pdf': [...IMAGE_UPLOAD_TYPES, 'application/pdf'],
  pdf: ['application/pdf'],
};

const DESCRIPTION: Record<FileKind, string> = {
  image: 'a PNG, JPEG or WebP image',
  'image-or-pdf': 'a PNG, JPEG or WebP image or a PDF',
  pdf: 'a PDF',
};

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The problem with a chosen file, or undefined when it may be sent. */
export function fileProblem(
  file: { type: string; size: number },
  kind: FileKind,
  maxBytes: number,
  label = 'The file',
) {
  if (!TYPES[kind].includes(file.type)) return `${label} must be ${DESCRIPTION[kind]}`;
  if (file.size > maxBytes) return `${label} must be at most ${megabytes(maxBytes)}`;
  return undefined;
}

/** A form rule checking the files of several fields: `{ field: [kind, label] }`. */
export function fileRules(
  fields: Record<string, readonly [FileKind, string]>,
  maxBytes: number,
): (values: Record<string, unknown>) => FieldErrors {
  return (values) => {
    const errors: FieldErrors = {};
    for (const [name, [kind, label]] of Object.entries(fields)) {
      const value = values[name];
      if (value instanceof File) errors[name] = fileProblem(value, kind, maxBytes, label);
    }
    return errors;
  };
}

/** The data: URL of an image file, for its preview. */
export function useImagePreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!file || !file.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : undefined);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

/** A file the record already has, shown until another is chosen. */
export interface KeptFile {
  /** A data: URL of the image, once read. */
  preview?: string | undefined;
  /** Shown for files that are not images (or not read yet). */
  name: string;
  /** Opens or downloads the kept file. */
  onOpen?: () => void;
}

export interface FileInputProps {
  name: string;
  label: string;
  kind: FileKind;
  kept?: KeptFile | undefined;
}

export function FileInput({ name, label, kind, kept }: FileInputProps) {
  const { t } = useTranslation('components');
  const { control, trigger } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = useFieldMessage()(fieldState.error?.message);
  const id = useId();
  const file = field.value instanceof File ? field.value : undefined;
  const preview = useImagePreview(file);
  const image = preview ?? (file ? undefined : kept?.preview);
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500, mb: 0.5 }} id={`${id}-label`}>
        {label}
      </Typography>
      <Box
        sx={{
          height: 120,
          border: 1,
          borderColor: fieldState.error ? 'error.main' : 'divider',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          mb: 1,
          px: 1,
        }}
      >
        {image ? (
          <Box
            component="img"
            src={image}
            alt={t('file.preview', { label })}
            sx={{ maxHeight: '100%', maxWidth: '100%' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all', textAlign: 'center' }}>
            {file
              ? file.type.startsWith('image/')
                ? t('file.loadingPreview')
                : t('file.pdfDocument')
              : (kept?.name ?? t('file.noFileChosen'))}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={id} variant="outlined" size="small">
          {t('file.choose')}
        </Button>
        <input
          id={id}
          ref={field.ref}
          type="file"
          name={name}
          aria-label={label}
          accept={TYPES[kind].join(',')}
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            field.onChange(chosen);
            void trigger(name);
          }}
        />
        {file ? (
          <Button size="small" onClick={() => field.onChange(undefined)}>
            {t('file.remove')}
          </Button>
        ) : kept?.onOpen ? (
          <Button size="small" onClick={kept.onOpen}>
            {t('file.view')}
          </Button>
        ) : undefined}
      </Box>
      {file ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-all' }}>
          {file.name}
        </Typography>
      ) : undefined}
      {message ? <FormHelperText error>{message}</FormHelperText> : undefined}
    </Box>
  );
}
