import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SPEC_MESSAGES } from '@hemis/contracts';

/** Any unknown path (spec sections 2 and 8). */
export function NotFoundPage() {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {SPEC_MESSAGES.pageNotFound}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to Homepage
      </Button>
    </Box>
  );
}

export default NotFoundPage;
