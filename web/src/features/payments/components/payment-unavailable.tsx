import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const TITLES = { esewa: 'Online Payment', success: 'Payment Successful', failed: 'Payment Failed' } as const;

/**
 * /esewa, /success and /failed until the payments issue completes them: they say plainly
 * that online payment is not yet available.
 */
export function PaymentUnavailable({ page }: { page: keyof typeof TITLES }) {
  return (
    <Paper sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {TITLES[page]}
      </Typography>
      <Typography>Online payment is not yet available. Please pay at your campus for now.</Typography>
    </Paper>
  );
}

export default PaymentUnavailable;
