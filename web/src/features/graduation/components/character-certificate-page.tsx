/**
 * The character certificate of a graduate (api-contract 8.5): the university's details of the
 * student, the certificate and its application printed by the server (each print is issued
 * with a new verification code, so they are shown only when asked for), the way to the
 * graduate's printable graduation form, and the upload of the signed copy, which the page
 * then shows.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useParams } from 'react-router';
import { can } from '@hemis/contracts';
import { Page, Section } from '../../../components/page.tsx';
import { PdfPreview } from '../../../components/pdf-preview.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { fetchFile, fieldErrorsOf, messageBesideFields } from '../../../lib/api-client.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import {
  useCharacterCertificate,
  useGraduation,
  useRefreshCertificate,
  useUploadSignedCertificate,
} from '../api/graduations.ts';
import { FileButton } from '../../../components/file-button.tsx';

type Shown = 'certificate' | 'application' | null;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());

/** Opens a private file (fetched with the session's token) in a new tab. */
async function openPrivateFile(path: string) {
  const file = await fetchFile(path);
  const url = URL.createObjectURL(file.blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** /graduation-management/character-certificate/{graduationId} and character-certificate-old/{graduationId} */
export function CharacterCertificatePage() {
  const graduationId = Number(useParams().id);
  const role = useRole();
  const toast = useToast();
  const graduation = useGraduation(graduationId);
  const certificate = useCharacterCertificate(graduationId);
  const refresh = useRefreshCertificate();
  const upload = useUploadSignedCertificate();
  const [shown, setShown] = useState<Shown>(null);
  const [day, setDay] = useState(today);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const writer = can(role, 'graduation:write');
  const row = graduation.data;

  const submit = () => {
    if (!file) {
      setErrors({ uploadedCCFile: 'Choose the signed certificate (PDF or image)' });
      return;
    }
    setErrors({});
    upload.mutate(
      { graduationApplicationId: graduationId, dateOfCCGenerated: day, uploadedCCFile: file },
      {
        onSuccess: () => {
          toast.success('The signed character certificate was uploaded');
          setFile(null);
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          const elsewhere = messageBesideFields(
            error,
            (field) => field === 'dateOfCCGenerated' || field === 'uploadedCCFile',
            'The signed certificate could not be uploaded',
          );
          if (elsewhere) toast.error(elsewhere);
        },
      },
    );
  };

  return (
    <Page title="Character Certificate">
      {graduation.error ? (
        <Alert severity="error">{serverMessage(graduation.error, 'Could not load the graduate.')}</Alert>
      ) : null}
      {row ? (
        <>
          <Section title="University's Details of the Student">
            <Table size="small" aria-label="University's Details of the Student">
              <TableBody>
                {[
                  ['Student Name', row.applicantNameEng],
                  ['Campus Roll No.', row.campusRolNo ?? ''],
                  ['Faculty', row.facultyName],
                  ['Level', row.levelName],
                  ['Program', row.programName],
                  ['Date of CC Generation', certificate.data?.dateOfCCGenerated ?? 'Not generated yet'],
                ].map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell component="th" sx={{ fontWeight: 600, width: 240 }}>
                      {label}
                    </TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" sx={{ fontWeight: 600 }}>
                    View CC
                  </TableCell>
                  <TableCell>
                    {certificate.data?.uploadedCCFile ? (
                      <Button
                        size="small"
                        onClick={() =>
                          openPrivateFile(certificate.data!.uploadedCCFile!.replace(/^\/api\//, '')).catch(
                            (error: unknown) => toast.error(serverMessage(error, 'Could not open the signed copy')),
                          )
                        }
                      >
                        View signed copy
                      </Button>
                    ) : (
                      'No signed copy uploaded yet'
                    )}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Section>
          <Section title="Print">
            <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
              <Button variant="contained" disabled={!writer} onClick={() => setShown('certificate')}>
                Generate Character Certificate
              </Button>
              <Button variant="outlined" disabled={!writer} onClick={() => setShown('application')}>
                Print Application
              </Button>
              <Button component={RouterLink} to={`/graduation-management/graduationForm?id=${graduationId}`}>
                Graduation Form
              </Button>
            </Stack>
            {shown === 'certificate' ? (
              <PdfPreview
                path={`Graduation/${graduationId}/CharacterCertificate/pdf`}
                fileName={`character-certificate-${graduationId}.pdf`}
                title="Character certificate"
                onLoaded={() => void refresh()}
              />
            ) : null}
            {shown === 'application' ? (
              <PdfPreview
                path={`Graduation/${graduationId}/CharacterCertificateApplication/pdf`}
                fileName={`character-certificate-application-${graduationId}.pdf`}
                title="Application for character certificate"
              />
            ) : null}
          </Section>
          {writer ? (
            <Section title="Upload Signed CC Here">
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label="Date of CC Generation"
                  placeholder="YYYY-MM-DD"
                  value={day}
                  onChange={(event) => setDay(event.target.value)}
                  error={Boolean(errors['dateOfCCGenerated'])}
                  helperText={errors['dateOfCCGenerated']}
                />
                <Stack spacing={0.5}>
                  <FileButton
                    accept="application/pdf,image/*"
                    inputLabel="Signed character certificate"
                    onFile={(file) => setFile(file ?? null)}
                  >
                    {file ? `Signed certificate: ${file.name}` : 'Choose signed certificate'}
                  </FileButton>
                  {errors['uploadedCCFile'] ? (
                    <Alert severity="error" sx={{ py: 0 }}>
                      {errors['uploadedCCFile']}
                    </Alert>
                  ) : null}
                </Stack>
                <Button variant="contained" onClick={submit} disabled={upload.isPending}>
                  {upload.isPending ? 'Uploading…' : 'Upload Signed CC'}
                </Button>
              </Stack>
            </Section>
          ) : null}
        </>
      ) : null}
    </Page>
  );
}
