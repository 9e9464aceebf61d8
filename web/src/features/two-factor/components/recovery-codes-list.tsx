/** Recovery codes, shown once: the user keeps them before going on. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export function RecoveryCodesList({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Keep these recovery codes somewhere safe, apart from your phone. Each one signs you in once if you lose your
        authenticator app. They are shown only now.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columnWidth: '14em', whiteSpace: 'nowrap', m: 0, pl: 4 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box>
        <Button variant="contained" onClick={onSaved}>
          I have saved these codes
        </Button>
      </Box>
    </Stack>
  );
}
