/**
 * "Statistical Report Submitted by Campus": the signed reports the campuses in scope uploaded,
 * each opened from its row; a campus uploads its signed PDF for a fiscal year and may withdraw
 * it (after a confirmation) to upload a corrected copy.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { can, type SignedReport } from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { downloadFile } from '../../../lib/api-client.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { FiscalYearSelect } from '../../lookups/components/fiscal-year-select.tsx';
import { useDeleteSignedReport, useSignedReports, useUploadSignedReport } from '../api/signed-reports.ts';
import { FileButton } from '../../../components/file-button.tsx';

export function SignedReportsSection() {
  const toast = useToast();
  const uploader = can(useRole(), 'report:upload');
  const reports = useSignedReports();
  const upload = useUploadSignedReport();
  const remove = useDeleteSignedReport();
  const [fiscalYearId, setFiscalYearId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [withdrawing, setWithdrawing] = useState<SignedReport | null>(null);

  const submit = () => {
    if (!fiscalYearId || !file) {
      toast.error('Choose the fiscal year and the signed PDF');
      return;
    }
    upload.mutate(
      { fiscalYearId, signedReport: file },
      {
        onSuccess: () => {
          toast.success('The signed report was uploaded');
          setFile(null);
        },
        onError: (error) => toast.error(serverMessage(error, 'The signed report could not be uploaded')),
      },
    );
  };

  return (
    <Section title="Statistical Report Submitted by Campus">
      <Stack spacing={2}>
        {uploader ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
            <FiscalYearSelect value={fiscalYearId} onChange={setFiscalYearId} />
            <FileButton accept="application/pdf" inputLabel="Signed report" onFile={(file) => setFile(file ?? null)}>
              {file ? `Signed report: ${file.name}` : 'Choose signed PDF'}
            </FileButton>
            <Button variant="contained" onClick={submit} disabled={upload.isPending}>
              {upload.isPending ? 'Uploading…' : 'Add Report'}
            </Button>
          </Stack>
        ) : null}
        {reports.error ? (
          <Alert severity="error">{serverMessage(reports.error, 'Could not load the reports.')}</Alert>
        ) : null}
        {reports.data?.length === 0 ? (
          <Typography color="text.secondary">No signed report has been submitted.</Typography>
        ) : null}
        {reports.data && reports.data.length > 0 ? (
          <Table size="small" aria-label="Signed reports">
            <TableHead>
              <TableRow>
                <TableCell>Fiscal Year</TableCell>
                <TableCell>Campus</TableCell>
                <TableCell>Uploaded</TableCell>
                <TableCell>Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reports.data.map((report) => (
                <TableRow key={report.id}>
                  <TableCell>{report.fiscalYear.yearNepali}</TableCell>
                  <TableCell>{report.campusName}</TableCell>
                  <TableCell>{report.uploadedAt.slice(0, 10)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        onClick={() =>
                          downloadFile(
                            report.signedReport.replace(/^\/api\//, ''),
                            undefined,
                            'signed-report.pdf',
                          ).catch((error: unknown) => toast.error(serverMessage(error, 'The download failed')))
                        }
                      >
                        Download
                      </Button>
                      {uploader ? (
                        <Button size="small" color="error" onClick={() => setWithdrawing(report)}>
                          Withdraw
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw the signed report?"
        confirmLabel="Withdraw"
        busy={remove.isPending}
        onClose={() => setWithdrawing(null)}
        onConfirm={() =>
          remove.mutate(withdrawing!.id, {
            onSuccess: () => {
              toast.success('The signed report was withdrawn');
              setWithdrawing(null);
            },
            onError: (error) => toast.error(serverMessage(error, 'The report could not be withdrawn')),
          })
        }
      >
        The signed report of {withdrawing?.fiscalYear.yearNepali} is removed; a corrected copy can then be uploaded.
      </ConfirmDialog>
    </Section>
  );
}
