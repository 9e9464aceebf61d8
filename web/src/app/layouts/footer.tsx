import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePublicSettings } from '../../features/settings/api/get-public-settings.ts';

/** The footer of spec section 1, its values from the installation's configuration. */
export function Footer() {
  const settings = usePublicSettings();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        px: 3,
        py: 2,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 3 },
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box component="nav" aria-label="About HEMIS" sx={{ display: 'flex', gap: 2 }}>
        <Typography variant="body2">About</Typography>
        <Typography variant="body2">Terms</Typography>
        <Typography variant="body2">Privacy</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {settings?.supportPhone && (
          <Typography variant="body2">
            Phone: <Link href={`tel:${settings.supportPhone.replace(/[^+\d]/g, '')}`}>{settings.supportPhone}</Link>
          </Typography>
        )}
        {settings?.supportEmail && (
          <Typography variant="body2">
            Email: <Link href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</Link>
          </Typography>
        )}
      </Box>
      {settings?.developerCredit && (
        <Typography variant="body2" color="text.secondary">
          Developed by {settings.developerCredit}
        </Typography>
      )}
    </Box>
  );
}
