import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { appConfig } from '../../lib/config.ts';

/** The footer of spec section 1, its values from the deployment configuration. */
export function Footer() {
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
        <Typography variant="body2">
          Phone: <Link href={`tel:${appConfig.supportPhone.replace(/[^+\d]/g, '')}`}>{appConfig.supportPhone}</Link>
        </Typography>
        <Typography variant="body2">
          Email: <Link href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</Link>
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Developed by {appConfig.developerCredit}
      </Typography>
    </Box>
  );
}
