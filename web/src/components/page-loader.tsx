import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded screen or the session arrives (spec section 2: Layout). */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation('components');
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label ?? t('loading')} />
    </Box>
  );
}
