/**
 * The bulk import of universities and campuses (organization-management/import): download
 * the template, upload a filled .xlsx or .csv, watch its progress, and read either what was
 * written or every bad row's problems with its row and column (then nothing was written).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  can,
  IMPORT_FILE_TYPES,
  IMPORT_MAX_ROWS,
  isGrantsBodyRole,
  REGISTRY_IMPORT_COLUMNS,
  REGISTRY_IMPORT_REQUIRED_COLUMNS,
  REGISTRY_MESSAGES,
  type RegistryImportJob,
} from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { BulkImportPage, useSpreadsheetChoice } from '../../../components/bulk-import-page.tsx';
import { ImportProblemsTable, ImportProgress } from '../../../components/import-job.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { importFileProblem } from '../import-file.ts';
import { downloadTemplate, isFinished, useImportJob, useStartImport } from '../api/registry-import.ts';

function Result({ job }: { job: RegistryImportJob }) {
  const result = job.result;
  if (job.status === 'succeeded' && result) {
    return (
      <Alert severity="success">
        {job.message ?? REGISTRY_MESSAGES.importDone}: {result.universities.created} universities and{' '}
        {result.campuses.created} campuses added; {result.universities.unchanged} universities and{' '}
        {result.campuses.unchanged} campuses were already registered.
      </Alert>
    );
  }
  const errors = result?.errors ?? [];
  return (
    <Stack spacing={2}>
      <Alert severity="error">
        {job.message ?? REGISTRY_MESSAGES.importFailed} ({errors.length} problem{errors.length === 1 ? '' : 's'})
      </Alert>
      {errors.length > 0 ? <ImportProblemsTable problems={errors} /> : undefined}
    </Stack>
  );
}

export function RegistryImportPage() {
  const role = useRole();
  const choice = useSpreadsheetChoice(importFileProblem);
  const [jobId, setJobId] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const start = useStartImport();
  const job = useImportJob(jobId);
  const working = start.isPending || (jobId !== undefined && !isFinished(job.data));

  const submit = async (file: File) => {
    setJobId(undefined);
    try {
      const started = await start.mutateAsync(file);
      setJobId(started.id);
    } catch (error) {
      choice.setProblem(fieldErrorsOf(error).file ?? serverMessage(error, 'The file could not be sent.'));
    }
  };

  return (
    <BulkImportPage
      title="Import Universities and Campuses"
      allowed={can(role, 'registry:import')}
      notAllowed="Only the grants body and universities import the registry."
      templateText={
        <>
          <Typography variant="body2">
            One row per university or campus (column <code>kind</code>). A campus names its university by the
            university&apos;s code, which may be registered already or be a row of the same file.
            {role && isGrantsBodyRole(role) ? '' : ' A university imports campuses of its own university only.'} Every
            row is checked first; when any row has a problem nothing is written. Importing the same file again changes
            nothing. At most {IMPORT_MAX_ROWS} rows.
          </Typography>
          <Typography variant="body2">
            Columns:{' '}
            {REGISTRY_IMPORT_COLUMNS.map((column) =>
              (REGISTRY_IMPORT_REQUIRED_COLUMNS as readonly string[]).includes(column) ? `${column}*` : column,
            ).join(', ')}{' '}
            (* in every file).
          </Typography>
        </>
      }
      templates={IMPORT_FILE_TYPES.map((format) => ({
        label: `Download template (.${format})`,
        download: () => downloadTemplate(format),
      }))}
      uploadLabel="Import file"
      choice={choice}
      extensions={IMPORT_FILE_TYPES}
      onChoose={() => setJobId(undefined)}
      fileRequired={REGISTRY_MESSAGES.importFileRequired}
      onUpload={() => setConfirming(true)}
      busy={working}
      submitText={working ? 'Importing…' : 'Import'}
      progress={
        <>
          {job.data && !isFinished(job.data) ? <ImportProgress job={job.data} /> : undefined}
          {start.isPending || (jobId && !job.data) ? <LinearProgress aria-label="Sending the file" /> : undefined}
          {job.error ? (
            <Alert severity="error">{serverMessage(job.error, 'Could not follow the import.')}</Alert>
          ) : undefined}
          {job.data && isFinished(job.data) ? <Result job={job.data} /> : undefined}
        </>
      }
    >
      <ConfirmDialog
        open={confirming}
        title={`Import ${choice.file?.name}?`}
        confirmLabel="Import now"
        onConfirm={() => {
          setConfirming(false);
          if (choice.file) void submit(choice.file);
        }}
        onClose={() => setConfirming(false)}
      >
        Every row is checked first. If all rows are right, the new universities and campuses are written at once and
        appear in the registry; rows already registered are left as they are. If any row is wrong, nothing is written.
      </ConfirmDialog>
    </BulkImportPage>
  );
}

export default RegistryImportPage;
