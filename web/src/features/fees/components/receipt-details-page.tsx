/**
 * A receipt (/receipt-management/receipt-details/{id}, and the same from graduation,
 * api-contract 6 and 8.4 "Student Income Receipt"): both copies as they print, the payer's and
 * the office's, each with the institution, the payer, the items, the total in figures and in
 * words (English and Nepali) and who printed it; and the server's PDF of the two on one page
 * to print or download. A cancelled receipt says so, with its reason.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { amountInWords, formatAmount, roleOf, type ReceiptDetail } from '@hemis/contracts';
import { Page, Section } from '../../../components/page.tsx';
import { PdfPreview } from '../../../components/pdf-preview.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useCurrentUser } from '../../../lib/session/session-store.ts';
import { receiptPdfPath, useReceipt } from '../api/receipts.ts';
import { paisaOfAmount, receiptTotal, rupeesOf } from '../receipt-form.ts';
import { periodOf, ReceiptStatusChip } from './receipt-list-page.tsx';

export const RECEIPT_COPIES = ["Payer's Copy", 'Office Copy'] as const;

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <Typography variant="body2">
      <strong>{label}:</strong> {value ?? ''}
    </Typography>
  );
}

function ReceiptCopy({ receipt, copy }: { receipt: ReceiptDetail; copy: string }) {
  const user = useCurrentUser();
  // The signed-in campus's own details head its receipts; a reader above the campus sees its name.
  const institution = user?.institution?.id === receipt.campusId ? user.institution : undefined;
  const total = receiptTotal(receipt);
  const address = [institution?.locality, institution?.localLevel ?? institution?.palika, institution?.district]
    .filter(Boolean)
    .join(', ');
  return (
    <Box
      component="article"
      aria-label={copy}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, height: '100%' }}
    >
      <Stack spacing={0.5} sx={{ textAlign: 'center', mb: 2 }}>
        <Typography variant="overline">{copy}</Typography>
        <Typography variant="subtitle1" component="p">
          {institution?.university?.name ?? institution?.universityName ?? ''}
        </Typography>
        <Typography variant="h6" component="p">
          {receipt.campusName}
        </Typography>
        {address ? <Typography variant="body2">{address}</Typography> : null}
        <Typography variant="subtitle2" component="p">
          विद्यार्थी आय रसिद / Student Income Receipt
        </Typography>
      </Stack>
      <Grid container spacing={1} sx={{ mb: 2 }}>
        <Grid size={6}>
          <Fact label="Receipt No" value={receipt.receiptNo} />
        </Grid>
        <Grid size={6}>
          <Fact label="Date" value={receipt.dateOfPayment} />
        </Grid>
        <Grid size={6}>
          <Fact label="Program Name" value={receipt.programName} />
        </Grid>
        <Grid size={6}>
          <Fact label="Semester/Year" value={periodOf(receipt)} />
        </Grid>
        <Grid size={6}>
          <Fact label="Student Name" value={receipt.studentName ?? receipt.fullName} />
        </Grid>
        <Grid size={6}>
          <Fact label="Roll No" value={receipt.rollNo} />
        </Grid>
      </Grid>
      <Table size="small" aria-label={`Items of the ${copy}`}>
        <TableHead>
          <TableRow>
            <TableCell>क्र.सं./S.No.</TableCell>
            <TableCell>विवरण/Particulars</TableCell>
            <TableCell align="right">रकम/Amount</TableCell>
            <TableCell>कैफियत/Remarks</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {receipt.receiptItem.map((item, index) => (
            <TableRow key={item.id}>
              <TableCell>{index + 1}</TableCell>
              <TableCell>{item.feeTypeName ?? item.generalFeeTypeName ?? ''}</TableCell>
              <TableCell align="right">{formatAmount(rupeesOf(paisaOfAmount(item.amount)), 'en')}</TableCell>
              <TableCell>{item.remarks ?? ''}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2}>
              <strong>Total</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{formatAmount(total, 'en')}</strong>
            </TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
      <Stack spacing={0.5} sx={{ mt: 2 }}>
        <Fact label="Amount In Words" value={amountInWords(total, 'en')} />
        <Fact label="अक्षरमा" value={amountInWords(total, 'ne')} />
        <Divider sx={{ my: 1 }} />
        <Fact label="Printed by" value={roleOf(user) ?? ''} />
      </Stack>
    </Box>
  );
}

export function ReceiptDetailsPage() {
  const id = Number(useParams().id);
  const receipt = useReceipt(id);
  const [showPdf, setShowPdf] = useState(false);
  const row = receipt.data;
  return (
    <Page title="Student Income Receipt">
      {receipt.isPending ? <LinearProgress aria-label="Loading the receipt" /> : null}
      {receipt.error ? (
        <Alert severity="error">{serverMessage(receipt.error, 'Could not load the receipt.')}</Alert>
      ) : null}
      {row ? (
        <>
          {row.status === 'cancelled' ? (
            <Alert severity="warning">
              This receipt is cancelled{row.cancelReason ? `: ${row.cancelReason}` : '.'}
            </Alert>
          ) : null}
          <Section>
            <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
              <ReceiptStatusChip status={row.status} />
              <Button variant="contained" onClick={() => setShowPdf((shown) => !shown)}>
                {showPdf ? 'Hide PDF' : 'Print / Download PDF'}
              </Button>
            </Stack>
            {showPdf ? (
              <Box sx={{ mb: 3 }}>
                <PdfPreview
                  path={receiptPdfPath(row.id)}
                  fileName={`receipt-${row.receiptNo}.pdf`}
                  title={`Receipt No. ${row.receiptNo} (PDF)`}
                  height={640}
                />
              </Box>
            ) : null}
            <Grid container spacing={2}>
              {RECEIPT_COPIES.map((copy) => (
                <Grid key={copy} size={{ xs: 12, lg: 6 }}>
                  <ReceiptCopy receipt={row} copy={copy} />
                </Grid>
              ))}
            </Grid>
          </Section>
        </>
      ) : null}
    </Page>
  );
}

export default ReceiptDetailsPage;
