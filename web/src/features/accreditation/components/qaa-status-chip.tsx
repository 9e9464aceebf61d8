/** A campus's QAA status as a coloured chip: Accredited, Re-accredited, Expired or Not accredited. */
import Chip from '@mui/material/Chip';
import type { QaaStatus } from '@hemis/contracts';
import { statusColour } from '../qaa-values.ts';

export function QaaStatusChip({ status, size = 'small' }: { status: QaaStatus; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      color={statusColour(status)}
      label={status}
      variant={status === 'Not accredited' ? 'outlined' : 'filled'}
    />
  );
}
