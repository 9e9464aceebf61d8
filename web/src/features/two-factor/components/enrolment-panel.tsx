/**
 * Setting up two-factor sign-in: the QR code for the authenticator app (or its secret, to type),
 * the first code to confirm it, then the ten recovery codes shown once.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TwoFactorEnrolment } from '@hemis/contracts';
import { CodeForm } from './code-form.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';

export function EnrolmentPanel<Confirmed extends { recoveryCodes: string[] }>({
  enrolment,
  confirm,
  onFinished,
}: {
  enrolment: TwoFactorEnrolment;
  confirm: (code: string) => Promise<Confirmed>;
  onFinished: (confirmed: Confirmed) => void;
}) {
  const [confirmed, setConfirmed] = useState<Confirmed>();
  if (confirmed) return <RecoveryCodesList codes={confirmed.recoveryCodes} onSaved={() => onFinished(confirmed)} />;
  return (
    <Stack spacing={2}>
      <Typography>
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, FreeOTP, …), then
        enter the 6-digit code it shows.
      </Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, imageRendering: 'pixelated' }}
      />
      <Typography variant="body2">
        Cannot scan it? Enter this key in the app instead:{' '}
        <Box
          component="code"
          aria-label="Secret key"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}
        >
          {enrolment.secret}
        </Box>
      </Typography>
      <CodeForm
        label="Confirm two-factor sign-in"
        submitLabel="Confirm"
        onSubmit={async (code) => setConfirmed(await confirm(code))}
      />
    </Stack>
  );
}
