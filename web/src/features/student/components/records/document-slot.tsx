/**
 * One document of the student's set: what is kept now (PrivateImage: an image preview, or a
 * download for a PDF, fetched with the session's token) and the choice to keep it, replace it
 * with a chosen file, or clear it. A chosen image is previewed from a data: URL, which the
 * content security policy allows for images (it allows no blob: images).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useImagePreview } from '../../../../components/form/file-input.tsx';
import type { DocumentChange } from '../../api/student-documents.ts';
import { PrivateImage } from '../enrolment/private-image.tsx';

const PREVIEW_SIZE = 140;

/** A chosen image's content as a data: URL; undefined for any other file. */
function ChosenFile({ label, file }: { label: string; file: File }) {
  const url = useImagePreview(file);
  return url ? (
    <Box
      component="img"
      src={url}
      alt={`${label} (new)`}
      sx={{ maxWidth: PREVIEW_SIZE, maxHeight: PREVIEW_SIZE, objectFit: 'contain' }}
    />
  ) : (
    <Typography variant="body2">{file.name}</Typography>
  );
}

export interface DocumentSlotProps {
  label: string;
  /** The file endpoint of the document kept now, or null. */
  url: string | null;
  change: DocumentChange;
  onChange: (change: DocumentChange) => void;
}

function statusOf(change: DocumentChange, url: string | null): string {
  if (change.action === 'replace') return `New file: ${change.file.name}`;
  if (change.action === 'clear') return 'Will be cleared on save';
  return url ? 'Kept' : 'No file';
}

export function DocumentSlot({ label, url, change, onChange }: DocumentSlotProps) {
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={label}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {change.action === 'replace' ? (
        <>
          <Typography variant="subtitle2" component="h3">
            {label}
          </Typography>
          <ChosenFile label={label} file={change.file} />
        </>
      ) : (
        <PrivateImage
          url={change.action === 'keep' ? url : null}
          label={label}
          width={PREVIEW_SIZE}
          height={PREVIEW_SIZE}
        />
      )}
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {statusOf(change, url)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" component="label">
          {url || change.action === 'replace' ? 'Replace' : 'Choose'}
          <input
            hidden
            type="file"
            accept="image/*,application/pdf"
            aria-label={`${label} file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onChange({ action: 'replace', file });
              event.target.value = '';
            }}
          />
        </Button>
        {change.action !== 'keep' ? (
          <Button size="small" onClick={() => onChange({ action: 'keep' })} aria-label={`Undo ${label}`}>
            Undo
          </Button>
        ) : undefined}
        {url && change.action === 'keep' ? (
          <Button
            size="small"
            color="error"
            onClick={() => onChange({ action: 'clear' })}
            aria-label={`Clear ${label}`}
          >
            Clear
          </Button>
        ) : undefined}
      </Box>
    </Paper>
  );
}
