/**
 * The student's dues on their home: what each fee charges, what is paid and what is due, the
 * Pay with eSewa button for everything due (the server works out the amount), and the payments
 * started online with their receipts.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OnlinePaymentDto } from '@hemis/contracts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { downloadReceipt, keepGatewayForm, startEsewaPayment, useMyDues } from '../api/payments.ts';

const money = (value: number) => value.toFixed(2);

const STATUS_TEXT: Record<OnlinePaymentDto['status'], string> = {
  pending: 'Waiting for eSewa',
  complete: 'Paid',
  canceled: 'Cancelled',
  not_found: 'Not found at eSewa',
  failed: 'Failed',
};

function PaymentRows({ payments }: { payments: OnlinePaymentDto[] }) {
  const toast = useToast();
  return (
    <Table size="small" aria-label="My online payments">
      <TableHead>
        <TableRow>
          <TableCell>Started</TableCell>
          <TableCell align="right">Amount (NPR)</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Receipt</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.transactionUuid}>
            <TableCell>{new Date(payment.createdAt).toLocaleString()}</TableCell>
            <TableCell align="right">{money(payment.totalAmount)}</TableCell>
            <TableCell>{STATUS_TEXT[payment.status]}</TableCell>
            <TableCell>
              {payment.receiptId !== null ? (
                <Button
                  size="small"
                  onClick={() =>
                    void downloadReceipt(payment.receiptId!, payment.receiptNo).catch((error: unknown) =>
                      toast.error(serverMessage(error, 'Could not download the receipt.')),
                    )
                  }
                >
                  Receipt No. {payment.receiptNo}
                </Button>
              ) : (
                '—'
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function MyDues() {
  const dues = useMyDues();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const pay = async () => {
    setStarting(true);
    setError(null);
    try {
      const started = await startEsewaPayment();
      keepGatewayForm(started.gateway);
      await navigate('/esewa');
    } catch (failure) {
      setError(failure);
      setStarting(false);
    }
  };

  return (
    <Section title="My Dues">
      {dues.isPending ? (
        <PageLoader label="Loading your dues" />
      ) : dues.error ? (
        <Alert severity="error">{serverMessage(dues.error, 'Your dues could not be loaded.')}</Alert>
      ) : (
        <Stack spacing={2}>
          {dues.data.items.length === 0 ? (
            <Typography color="text.secondary">No fees are charged for your program and batch.</Typography>
          ) : (
            <Table size="small" aria-label="My fees">
              <TableHead>
                <TableRow>
                  <TableCell>Fee</TableCell>
                  <TableCell align="right">Charged</TableCell>
                  <TableCell align="right">Paid</TableCell>
                  <TableCell align="right">Due</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {dues.data.items.map((item) => (
                  <TableRow key={item.feeTypeId}>
                    <TableCell>{item.particulars}</TableCell>
                    <TableCell align="right">{money(item.charged)}</TableCell>
                    <TableCell align="right">{money(item.paid)}</TableCell>
                    <TableCell align="right">{money(item.due)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
                  <TableCell align="right">{money(dues.data.totalCharged)}</TableCell>
                  <TableCell align="right">{money(dues.data.totalPaid)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {money(dues.data.totalDue)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          )}
          {error !== null && (
            <Alert severity="error">{serverMessage(error, 'The payment could not be started.')}</Alert>
          )}
          {dues.data.totalDue > 0 && (
            <Button variant="contained" disabled={starting} onClick={() => void pay()} sx={{ alignSelf: 'flex-start' }}>
              Pay NPR {money(dues.data.totalDue)} with eSewa
            </Button>
          )}
          {dues.data.payments.length > 0 && <PaymentRows payments={dues.data.payments} />}
        </Stack>
      )}
    </Section>
  );
}
