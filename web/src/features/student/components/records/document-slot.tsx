/**
 * One document of the student's set: what is kept now (an image preview, or a download for
 * a PDF) and the choice to keep it, replace it with a chosen file, or clear it. Private files
 * are fetched with the session's token; images are shown from a data: URL, which the
 * content security policy allows for images (it allows no blob: images).
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { downloadStudentFile, studentFileQueryOptions, type DocumentChange } from '../../api/student-documents.ts';

/** A file's content as a data: URL, for an <img>; undefined until read (or for no file). */
function useDataUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!blob) return undefined;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : undefined);
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return url;
}

const isImage = (blob: Blob | undefined) => Boolean(blob?.type.startsWith('image/'));

function Preview({ label, blob, onDownload }: { label: string; blob: Blob; onDownload?: () => void }) {
  const dataUrl = useDataUrl(isImage(blob) ? blob : undefined);
  if (isImage(blob)) {
    return dataUrl ? (
      <Box
        component="img"
        src={dataUrl}
        alt={label}
        sx={{ maxWidth: '100%', maxHeight: 140, objectFit: 'contain', display: 'block' }}
      />
    ) : (
      <CircularProgress size={20} aria-label={`Loading ${label}`} />
    );
  }
  return onDownload ? (
    <Button size="small" onClick={onDownload} aria-label={`Download ${label}`}>
      Download ({blob.type === 'application/pdf' ? 'PDF' : 'file'})
    </Button>
  ) : (
    <Typography variant="body2">{blob instanceof File ? blob.name : 'File chosen'}</Typography>
  );
}

function CurrentFile({ label, url }: { label: string; url: string }) {
  const toast = useToast();
  const file = useQuery(studentFileQueryOptions(url));
  if (file.isPending) return <CircularProgress size={20} aria-label={`Loading ${label}`} />;
  if (file.error) return <Typography color="error">Could not load the file.</Typography>;
  return (
    <Preview
      label={label}
      blob={file.data}
      onDownload={() =>
        downloadStudentFile(url, label).catch((error: unknown) =>
          toast.error(serverMessage(error, 'The file could not be downloaded')),
        )
      }
    />
  );
}

export interface DocumentSlotProps {
  label: string;
  /** The file endpoint of the document kept now, or null. */
  url: string | null;
  change: DocumentChange;
  onChange: (change: DocumentChange) => void;
}

export function DocumentSlot({ label, url, change, onChange }: DocumentSlotProps) {
  const status =
    change.action === 'replace'
      ? `New file: ${change.file.name}`
      : change.action === 'clear'
        ? 'Will be cleared on save'
        : url
          ? 'Kept'
          : 'No file';
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={label}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box sx={{ minHeight: 60 }}>
        {change.action === 'replace' ? (
          <Preview label={`${label} (new)`} blob={change.file} />
        ) : change.action === 'keep' && url ? (
          <CurrentFile label={label} url={url} />
        ) : undefined}
      </Box>
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {status}
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
