/**
 * The public page a printed document's QR code opens (/verify/:code): whether HEMIS issued the
 * document and whether it is valid, expired or revoked, with what proves it (kind, holder,
 * campus, program, dates) and nothing personal. No sign-in; made for a phone's screen.
 */
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DOCUMENT_MESSAGES, type Verification } from '@hemis/contracts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { apiRequest, statusOf } from '../../../lib/api-client.ts';

const STATUS_TEXT: Record<
  Verification['status'],
  { severity: 'success' | 'warning' | 'error'; text: (v: Verification) => string }
> = {
  valid: {
    severity: 'success',
    text: (v) => (v.validUntilBs ? `Valid until ${v.validUntilBs} B.S. (${v.validUntil})` : 'Valid'),
  },
  expired: { severity: 'warning', text: (v) => `Expired on ${v.validUntilBs ?? v.validUntil}` },
  revoked: { severity: 'error', text: () => 'Revoked: a newer document has replaced this one' },
};

export function VerificationPage() {
  const code = useParams().code ?? '';
  const result = useQuery({
    queryKey: ['verify', code],
    queryFn: () => apiRequest<Verification>(`Verify/${encodeURIComponent(code)}`, { auth: false }),
    retry: false,
  });
  let content;
  if (result.isPending) content = <PageLoader label="Checking the document" />;
  else if (result.error)
    content = (
      <Alert severity="error" role="alert">
        {statusOf(result.error) === 404 || statusOf(result.error) === 400
          ? DOCUMENT_MESSAGES.notIssued
          : 'The document could not be checked just now. Please try again.'}
      </Alert>
    );
  else {
    const document = result.data;
    const status = STATUS_TEXT[document.status];
    const facts: [string, string | null][] = [
      ['Document', document.kindLabel],
      ['Name', document.holderName],
      ['Campus', document.campusName],
      ['Program', document.programName],
      ['Particulars', document.particulars],
      ['Issued', document.issueDateBs ? `${document.issueDateBs} B.S.` : document.issuedAt.slice(0, 10)],
      ['Valid until', document.validUntilBs ? `${document.validUntilBs} B.S.` : null],
    ];
    content = (
      <Stack spacing={2}>
        <Alert severity={status.severity} role="status">
          {status.text(document)}
        </Alert>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Stack key={label} direction="row" spacing={1}>
                <Typography component="dt" sx={{ fontWeight: 600, minWidth: 110 }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Stack>
            ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto', my: 3 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Document verification
      </Typography>
      {content}
    </Paper>
  );
}

export default VerificationPage;
