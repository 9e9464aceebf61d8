/**
 * The public pages of online payment (spec section 2): /esewa posts the form the server signed
 * to the gateway; /success and /failed take the gateway's answer back to the server, which
 * checks it and asks the gateway before it issues the receipt, and show what came of it.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GatewayRedirectDto, OnlinePaymentDto } from '@hemis/contracts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import {
  cancelEsewaReturn,
  confirmEsewaReturn,
  downloadReceipt,
  forgetGatewayForm,
  keptGatewayForm,
} from '../api/payments.ts';

const TITLES = { esewa: 'Online Payment', success: 'Payment Successful', failed: 'Payment Failed' } as const;
type PaymentPage = keyof typeof TITLES;

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {children}
      </Stack>
    </Paper>
  );
}

const backToDues = (
  <Button component={RouterLink} to="/student-home" variant="outlined">
    Back to my dues
  </Button>
);

/** /esewa: posts the signed form to the gateway at once (a button too, should the browser not follow). */
function EsewaRedirect() {
  const [gateway] = useState<GatewayRedirectDto | null>(() => keptGatewayForm());
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!gateway) return;
    forgetGatewayForm();
    if (gateway.method === 'POST') form.current?.submit();
    else window.location.assign(gateway.url);
  }, [gateway]);
  if (!gateway) {
    return (
      <Frame title={TITLES.esewa}>
        <Typography>There is no payment to continue here. Start paying your dues from your home page.</Typography>
        {backToDues}
      </Frame>
    );
  }
  return (
    <Frame title={TITLES.esewa}>
      <Typography>Taking you to eSewa…</Typography>
      {gateway.method === 'POST' && (
        <form ref={form} method="post" action={gateway.url}>
          {Object.entries(gateway.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" variant="contained">
            Continue to eSewa
          </Button>
        </form>
      )}
    </Frame>
  );
}

const OUTCOME: Record<OnlinePaymentDto['status'], string> = {
  complete: 'Your payment is received and your receipt is issued.',
  pending:
    'eSewa has not confirmed your payment yet. HEMIS will keep asking eSewa and issue your receipt once it does; look at your dues again later.',
  canceled: 'The payment was cancelled. Nothing was charged.',
  not_found: 'eSewa has no record of this payment. Nothing was charged.',
  failed: 'eSewa reports the payment as refunded or failed. No receipt was issued.',
};

function Outcome({ payment }: { payment: OnlinePaymentDto }) {
  const toast = useToast();
  const { receiptId } = payment;
  return (
    <>
      <Alert severity={payment.status === 'complete' ? 'success' : payment.status === 'pending' ? 'info' : 'warning'}>
        {OUTCOME[payment.status]}
      </Alert>
      <Typography>
        Amount: NPR {payment.totalAmount.toFixed(2)}
        {payment.receiptNo !== null ? ` · Receipt No. ${payment.receiptNo}` : ''}
      </Typography>
      {receiptId !== null && (
        <Button
          variant="contained"
          onClick={() =>
            void downloadReceipt(receiptId, payment.receiptNo).catch((error: unknown) =>
              toast.error(serverMessage(error, 'Could not download the receipt.')),
            )
          }
        >
          Download receipt
        </Button>
      )}
      {backToDues}
    </>
  );
}

/** /success and /failed: hands the gateway's answer to the server once, and shows what it said. */
function PaymentReturn({ page }: { page: 'success' | 'failed' }) {
  const [params] = useSearchParams();
  const data = params.get('data');
  const reference = params.get('payment');
  const [state, setState] = useState<{ payment?: OnlinePaymentDto; error?: unknown }>({});
  const asked = useRef(false);
  const answer = page === 'success' ? data : reference;
  useEffect(() => {
    if (asked.current || !answer) return;
    asked.current = true;
    (page === 'success' ? confirmEsewaReturn(answer) : cancelEsewaReturn(answer)).then(
      (payment) => setState({ payment }),
      (error: unknown) => setState({ error }),
    );
  }, [answer, page]);
  const title = state.payment?.status === 'complete' ? TITLES.success : page === 'success' ? 'Payment' : TITLES.failed;
  return (
    <Frame title={title}>
      {!answer ? (
        <Typography>This page shows the outcome of a payment: there is none to show.</Typography>
      ) : state.error !== undefined ? (
        <Alert severity="error">{serverMessage(state.error, 'The payment could not be checked.')}</Alert>
      ) : state.payment ? (
        <Outcome payment={state.payment} />
      ) : (
        <PageLoader label="Checking the payment with eSewa" />
      )}
      {(!answer || state.error !== undefined) && backToDues}
    </Frame>
  );
}

export function PaymentPage({ page }: { page: PaymentPage }) {
  return page === 'esewa' ? <EsewaRedirect /> : <PaymentReturn page={page} />;
}

export default PaymentPage;
