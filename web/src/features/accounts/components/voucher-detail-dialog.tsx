/**
 * A voucher with its lines and who prepared, verified and approved it and when, and the actions
 * the server's `can` flags allow the caller: Edit and Discard while it is only prepared, Verify,
 * Approve, and Reverse (with a reason) once approved; its PDF in the app's preview.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ACCOUNT_MESSAGES, type Voucher } from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PdfPreview } from '../../../components/pdf-preview.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { amountText, sideText } from '../../../lib/amounts.ts';
import { useApproveVoucher } from '../api/approve-voucher.ts';
import { useDiscardVoucher } from '../api/discard-voucher.ts';
import { useVoucher } from '../api/get-voucher.ts';
import { useReverseVoucher } from '../api/reverse-voucher.ts';
import { useVerifyVoucher } from '../api/verify-voucher.ts';
import { voucherPdfName, voucherPdfPath } from '../api/voucher-pdf.ts';
import { VoucherStatusChip } from './voucher-status-chip.tsx';

/** How a voucher is named: its number once approved, else its type and id. */
export const voucherName = (voucher: Pick<Voucher, 'voucherNumber' | 'voucherType' | 'id'>) =>
  voucher.voucherNumber ?? `${voucher.voucherType} voucher #${voucher.id} (not yet numbered)`;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Typography>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

const step = (entry: Voucher['preparedBy']) =>
  entry ? `${entry.name}, ${entry.at.slice(0, 16).replace('T', ' ')}` : '—';

/** The voucher a reversal names (or is reversed by), opened from this one. */
function OtherVoucher({ label, id, onOpen }: { label: string; id: number; onOpen: (id: number) => void }) {
  return (
    <Typography>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      <Button size="small" onClick={() => onOpen(id)}>
        Open voucher #{id}
      </Button>
    </Typography>
  );
}

function VoucherBody({ voucher, onOpen }: { voucher: Voucher; onOpen: (id: number) => void }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <VoucherStatusChip status={voucher.status} />
        <Typography variant="h6" component="p">
          {voucher.voucherNumber ? `Voucher No. ${voucher.voucherNumber}` : 'Not numbered until approved'}
        </Typography>
      </Stack>
      <Grid container spacing={1}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Fact label="Campus" value={voucher.campusName} />
          <Fact label="Fiscal Year" value={voucher.fiscalYear} />
          <Fact label="Date" value={`${voucher.dateBs} BS (${voucher.dateAd.slice(0, 10)} AD)`} />
          <Fact label="Narration" value={voucher.narration} />
          {voucher.reversesVoucherId !== null ? (
            <OtherVoucher label="Reverses" id={voucher.reversesVoucherId} onOpen={onOpen} />
          ) : undefined}
          {voucher.reversedByVoucherId !== null ? (
            <OtherVoucher label="Reversed by" id={voucher.reversedByVoucherId} onOpen={onOpen} />
          ) : undefined}
          {voucher.reversalReason ? <Fact label="Reason of reversal" value={voucher.reversalReason} /> : undefined}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Fact label="Prepared by" value={step(voucher.preparedBy)} />
          <Fact label="Verified by" value={step(voucher.verifiedBy)} />
          <Fact label="Approved by" value={step(voucher.approvedBy)} />
        </Grid>
      </Grid>
      <Table size="small" aria-label="Voucher lines">
        <TableHead>
          <TableRow>
            <TableCell>S.No.</TableCell>
            <TableCell>Ledger</TableCell>
            <TableCell>Sub-Ledger</TableCell>
            <TableCell>Narration</TableCell>
            <TableCell align="right">Debit</TableCell>
            <TableCell align="right">Credit</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {voucher.lines.map((line) => (
            <TableRow key={line.lineNo}>
              <TableCell>{line.lineNo}</TableCell>
              <TableCell>
                {line.ledgerCode} {line.ledgerName}
              </TableCell>
              <TableCell>{line.subLedgerName ?? ''}</TableCell>
              <TableCell>{line.narration ?? ''}</TableCell>
              <TableCell align="right">{sideText(line.debit)}</TableCell>
              <TableCell align="right">{sideText(line.credit)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4}>
              <strong>Total</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{amountText(voucher.totalAmount)}</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{amountText(voucher.totalAmount)}</strong>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Stack>
  );
}

type Asking = 'discard' | 'reverse' | undefined;

export interface VoucherDetailDialogProps {
  id: number;
  onEdit: (voucher: Voucher) => void;
  /** Another voucher to show (the reversal just prepared). */
  onOpen: (id: number) => void;
  onClose: () => void;
}

export function VoucherDetailDialog({ id, onEdit, onOpen, onClose }: VoucherDetailDialogProps) {
  const toast = useToast();
  const query = useVoucher(id);
  const verify = useVerifyVoucher();
  const approve = useApproveVoucher();
  const discard = useDiscardVoucher();
  const reverse = useReverseVoucher();
  const [asking, setAsking] = useState<Asking>();
  const [showPdf, setShowPdf] = useState(false);
  const [failure, setFailure] = useState<string>();
  const voucher = query.data;
  const busy = verify.isPending || approve.isPending || discard.isPending;

  const advance = (action: typeof verify, done: (saved: Voucher) => string, failed: string) => {
    setFailure(undefined);
    action.mutate(id, {
      onSuccess: (saved) => toast.success(done(saved)),
      onError: (error) => setFailure(serverMessage(error, failed)),
    });
  };

  return (
    <>
      <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="lg" aria-labelledby="voucher-title">
        <DialogTitle id="voucher-title">{voucher ? voucherName(voucher) : 'Voucher'}</DialogTitle>
        <DialogContent>
          {query.isPending ? <LinearProgress aria-label="Loading the voucher" /> : undefined}
          {query.error ? (
            <Alert severity="error">{serverMessage(query.error, 'Could not load the voucher.')}</Alert>
          ) : undefined}
          {voucher ? <VoucherBody voucher={voucher} onOpen={onOpen} /> : undefined}
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          ) : undefined}
          {voucher && showPdf ? (
            <Box sx={{ mt: 2 }}>
              <PdfPreview
                path={voucherPdfPath(voucher.id)}
                fileName={voucherPdfName(voucher)}
                title={`${voucherName(voucher)} (PDF)`}
                height={560}
              />
            </Box>
          ) : undefined}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {voucher ? (
            <>
              <Button onClick={() => setShowPdf((shown) => !shown)}>{showPdf ? 'Hide PDF' : 'PDF'}</Button>
              {voucher.can.edit ? (
                <Button variant="outlined" disabled={busy} onClick={() => onEdit(voucher)}>
                  Edit
                </Button>
              ) : undefined}
              {voucher.can.discard ? (
                <Button variant="outlined" color="warning" disabled={busy} onClick={() => setAsking('discard')}>
                  Discard
                </Button>
              ) : undefined}
              {voucher.can.verify ? (
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() => advance(verify, () => 'Voucher verified', 'The voucher could not be verified.')}
                >
                  Verify
                </Button>
              ) : undefined}
              {voucher.can.approve ? (
                <Button
                  variant="contained"
                  color="success"
                  disabled={busy}
                  onClick={() =>
                    advance(
                      approve,
                      (saved) => `Voucher approved as ${saved.voucherNumber ?? 'numbered'}`,
                      'The voucher could not be approved.',
                    )
                  }
                >
                  Approve
                </Button>
              ) : undefined}
              {voucher.can.reverse ? (
                <Button variant="outlined" color="warning" disabled={busy} onClick={() => setAsking('reverse')}>
                  Reverse
                </Button>
              ) : undefined}
            </>
          ) : undefined}
          <Button onClick={onClose} disabled={busy}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      {voucher && asking === 'discard' ? (
        <ConfirmDialog
          open
          title={`Discard ${voucherName(voucher)}?`}
          confirmLabel="Discard"
          busy={discard.isPending}
          onConfirm={() =>
            discard.mutate(voucher.id, {
              onSuccess: () => {
                toast.success('Voucher discarded');
                setAsking(undefined);
                onClose();
              },
              onError: (error) => {
                setAsking(undefined);
                setFailure(serverMessage(error, 'The voucher could not be discarded.'));
              },
            })
          }
          onClose={() => setAsking(undefined)}
        >
          The voucher is removed. It was never numbered, so no voucher number is lost.
        </ConfirmDialog>
      ) : undefined}
      {voucher && asking === 'reverse' ? (
        <ReasonDialog
          id={voucher.id}
          action={{
            isPending: reverse.isPending,
            mutate: (input, options) =>
              reverse.mutate(input, {
                onError: (...args) => options?.onError?.(...args),
                onSuccess: (reversal, ...rest) => {
                  options?.onSuccess?.(reversal, ...rest);
                  onOpen(reversal.id);
                },
              }),
          }}
          title={`Reverse ${voucherName(voucher)}?`}
          confirmLabel="Reverse"
          reasonLabel="Reason for reversing"
          reasonRequired={ACCOUNT_MESSAGES.reasonRequired}
          succeeded="Reversal prepared; it awaits verification and approval"
          failed="The voucher could not be reversed."
          onClose={() => setAsking(undefined)}
        >
          An approved voucher is never changed. A new voucher with every debit and credit swapped is prepared in its
          place and names it; once verified and approved it cancels this one in the books.
        </ReasonDialog>
      ) : undefined}
    </>
  );
}
