/**
 * The one page of the bulk imports (the registry's universities and campuses, a campus's
 * students): who may import, the template to download, the spreadsheet chosen, checked and
 * sent, and below them what the import's own flow shows (its progress, result, confirmation).
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SpreadsheetChooser } from './import-job.tsx';
import { Page, Section } from './page.tsx';
import { serverMessage } from './setup/setup-screen.tsx';

/** The chosen spreadsheet and what is wrong with it (its type or size, or the server's answer). */
export function useSpreadsheetChoice(check: (file: File) => string | undefined) {
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setProblem(chosen ? check(chosen) : undefined);
  };
  return { file, problem, setProblem, choose };
}

export type SpreadsheetChoice = ReturnType<typeof useSpreadsheetChoice>;

export interface ImportTemplate {
  label: string;
  download: () => Promise<unknown>;
}

function TemplateSection({ text, templates }: { text: ReactNode; templates: readonly ImportTemplate[] }) {
  const [downloadError, setDownloadError] = useState<string | undefined>();
  return (
    <Section title="Template">
      <Stack spacing={2}>
        {text}
        <Stack direction="row" spacing={2}>
          {templates.map((template) => (
            <Button
              key={template.label}
              variant="outlined"
              onClick={() => {
                setDownloadError(undefined);
                template
                  .download()
                  .catch((error: unknown) =>
                    setDownloadError(serverMessage(error, 'The template could not be downloaded.')),
                  );
              }}
            >
              {template.label}
            </Button>
          ))}
        </Stack>
        {downloadError ? <Alert severity="error">{downloadError}</Alert> : undefined}
      </Stack>
    </Section>
  );
}

export interface BulkImportPageProps {
  title: string;
  /** Whether the role imports; otherwise only `notAllowed` is shown. */
  allowed: boolean;
  notAllowed: ReactNode;
  /** Sections before the template (what the rows are imported into). */
  before?: ReactNode;
  templateText: ReactNode;
  templates: readonly ImportTemplate[];
  /** Names the upload form. */
  uploadLabel: string;
  uploadText?: ReactNode;
  choice: SpreadsheetChoice;
  extensions: readonly string[];
  /** Called when another file is chosen: what was shown of the last one goes. */
  onChoose: () => void;
  /** What an upload without a file is told. */
  fileRequired: string;
  onUpload: (file: File) => void;
  busy: boolean;
  /** Why the upload cannot start yet, besides the file (the program not chosen). */
  notReady?: ReactNode;
  submitText: string;
  /** Shown in the upload card under its button. */
  progress?: ReactNode;
  children?: ReactNode;
}

export function BulkImportPage({
  title,
  allowed,
  notAllowed,
  before,
  templateText,
  templates,
  uploadLabel,
  uploadText,
  choice,
  extensions,
  onChoose,
  fileRequired,
  onUpload,
  busy,
  notReady,
  submitText,
  progress,
  children,
}: BulkImportPageProps) {
  if (!allowed) {
    return (
      <Page title={title}>
        <Alert severity="info">{notAllowed}</Alert>
      </Page>
    );
  }
  const { file, problem } = choice;
  return (
    <Page title={title}>
      {before}
      <TemplateSection text={templateText} templates={templates} />
      <Section title="Upload">
        <Box
          component="form"
          aria-label={uploadLabel}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (file) onUpload(file);
            else choice.setProblem(fileRequired);
          }}
        >
          <Stack spacing={2}>
            {uploadText ? <Typography variant="body2">{uploadText}</Typography> : undefined}
            <SpreadsheetChooser
              file={file}
              extensions={extensions}
              disabled={busy}
              onChoose={(chosen) => {
                choice.choose(chosen);
                onChoose();
              }}
            />
            {problem ? <Alert severity="error">{problem}</Alert> : undefined}
            {notReady ? (
              <Typography variant="body2" color="text.secondary">
                {notReady}
              </Typography>
            ) : undefined}
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={busy || Boolean(notReady) || !file || Boolean(problem)}
              >
                {submitText}
              </Button>
            </Box>
            {progress}
          </Stack>
        </Box>
      </Section>
      {children}
    </Page>
  );
}
