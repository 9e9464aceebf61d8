/**
 * An employee's documents (/employee-management/documents/:id): every kind of document with
 * what is kept (an image preview, or a download for a PDF, fetched with the session's token)
 * and the choice to upload, replace or remove it (removal asks first).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { EMPLOYEE_FILE_KINDS, EMPLOYEE_FILE_KIND_NAMES, can, type EmployeeFileKind } from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { PrivateImage } from '../../student/components/enrolment/private-image.tsx';
import { useDeleteEmployeeFile, useEmployee, useUploadEmployeeFile } from '../api/employees.ts';
import { FileButton } from '../../../components/file-button.tsx';

function DocumentCard({
  employeeId,
  kind,
  url,
  writer,
}: {
  employeeId: number;
  kind: EmployeeFileKind;
  url: string | null;
  writer: boolean;
}) {
  const toast = useToast();
  const upload = useUploadEmployeeFile();
  const remove = useDeleteEmployeeFile();
  const [confirming, setConfirming] = useState(false);
  const { label, image } = EMPLOYEE_FILE_KINDS[kind];
  const choose = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync({ id: employeeId, kind, file });
      toast.success(`${label} uploaded`);
    } catch (error) {
      toast.error(serverMessage(error, `Could not upload the ${label.toLowerCase()}.`));
    }
  };
  const confirmRemove = async () => {
    try {
      await remove.mutateAsync({ id: employeeId, kind });
      toast.success(`${label} removed`);
    } catch (error) {
      toast.error(serverMessage(error, `Could not remove the ${label.toLowerCase()}.`));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Paper variant="outlined" role="group" aria-label={label} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <PrivateImage url={url} label={label} width={140} height={140} />
        {writer ? (
          <Stack direction="row" spacing={1}>
            <FileButton
              size="small"
              disabled={upload.isPending}
              inputLabel={`Choose ${label}`}
              accept={image ? 'image/png,image/jpeg,image/webp' : 'image/png,image/jpeg,image/webp,application/pdf'}
              onFile={(file) => void choose(file)}
            >
              {url ? 'Replace' : 'Upload'}
            </FileButton>
            {url ? (
              <Button size="small" color="error" onClick={() => setConfirming(true)}>
                Remove
              </Button>
            ) : undefined}
          </Stack>
        ) : undefined}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Remove the ${label.toLowerCase()}?`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setConfirming(false)}
      >
        The file is deleted; upload it again to keep it.
      </ConfirmDialog>
    </Paper>
  );
}

export function EmployeeDocumentsPage() {
  const id = Number(useParams().id);
  const employee = useEmployee(Number.isInteger(id) && id > 0 ? id : undefined);
  const writer = can(useRole(), 'employee:write');
  if (employee.isPending) return <PageLoader label="Loading the employee" />;
  if (employee.error)
    return <Alert severity="error">{serverMessage(employee.error, 'Could not load the employee.')}</Alert>;
  const kept = new Map(employee.data.files.map((file) => [file.kind, file.url]));
  return (
    <Page title="Employee Documents">
      <Section title={employee.data.fullName}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Photos and scans are PNG, JPEG or WebP images; letters and certificates may also be PDF documents, up to 5 MB
          each.
        </Typography>
        <Grid container spacing={2}>
          {EMPLOYEE_FILE_KIND_NAMES.map((kind) => (
            <Grid key={kind} size={{ xs: 12, sm: 6, md: 4 }}>
              <DocumentCard employeeId={employee.data.id} kind={kind} url={kept.get(kind) ?? null} writer={writer} />
            </Grid>
          ))}
        </Grid>
      </Section>
    </Page>
  );
}

export default EmployeeDocumentsPage;
