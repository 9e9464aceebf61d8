/**
 * The downloads of a report or statement: PDF, spreadsheet and CSV, each named for what it
 * downloads, with a progress bar while the server prepares the file and a toast if it fails.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { REPORT_FORMATS, type ReportFormat } from '@hemis/contracts';
import { serverMessage } from './setup/setup-screen.tsx';
import { useToast } from './toast.tsx';

export const FORMAT_LABELS: Record<ReportFormat, string> = { pdf: 'PDF', xlsx: 'Excel', csv: 'CSV' };

export function DownloadButtons({
  title,
  download,
  disabled = false,
}: {
  /** What is downloaded: the buttons are "Download <title> as PDF". */
  title: string;
  download: (format: ReportFormat) => Promise<unknown>;
  disabled?: boolean;
}) {
  const toast = useToast();
  const [downloading, setDownloading] = useState<ReportFormat | null>(null);
  const start = (format: ReportFormat) => {
    setDownloading(format);
    download(format)
      .catch((error: unknown) => toast.error(serverMessage(error, 'The download failed')))
      .finally(() => setDownloading(null));
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        {REPORT_FORMATS.map((format) => (
          <Button
            key={format}
            size="small"
            variant="outlined"
            disabled={disabled || downloading !== null}
            onClick={() => start(format)}
            aria-label={`Download ${title} as ${FORMAT_LABELS[format]}`}
          >
            {FORMAT_LABELS[format]}
          </Button>
        ))}
      </Stack>
      {downloading ? <LinearProgress aria-label={`Preparing the ${FORMAT_LABELS[downloading]} file`} /> : null}
    </Stack>
  );
}
