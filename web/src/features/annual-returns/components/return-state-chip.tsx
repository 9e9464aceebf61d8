/** A campus's place in a return as a chip: not started, with errors, in progress, submitted, approved, accepted, returned. */
import Chip from '@mui/material/Chip';
import { RETURN_PROGRESS_LABELS, type ReturnProgressState } from '@hemis/contracts';

export const STATE_COLORS = {
  notStarted: 'default',
  withErrors: 'error',
  inProgress: 'info',
  submitted: 'primary',
  approved: 'secondary',
  accepted: 'success',
  returned: 'warning',
} as const satisfies Record<ReturnProgressState, string>;

export function ReturnStateChip({ state }: { state: ReturnProgressState }) {
  return <Chip size="small" color={STATE_COLORS[state]} label={RETURN_PROGRESS_LABELS[state]} />;
}
