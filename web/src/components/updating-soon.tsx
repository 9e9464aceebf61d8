import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The updating-soon page (spec section 2: placeholder screens). */
export function UpdatingSoon() {
  return (
    <Paper sx={{ p: 4, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        Updating Soon
      </Typography>
      <Typography sx={{ mb: 3 }}>This page is being updated and will be available soon.</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to Dashboard
      </Button>
    </Paper>
  );
}

export default UpdatingSoon;
