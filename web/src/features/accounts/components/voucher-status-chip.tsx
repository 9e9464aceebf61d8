import Chip from '@mui/material/Chip';
import type { VoucherStatusName } from '@hemis/contracts';

const COLORS = { Prepared: 'default', Verified: 'info', Approved: 'success' } as const;

/** Prepared, Verified or Approved. */
export function VoucherStatusChip({ status }: { status: VoucherStatusName }) {
  return <Chip size="small" color={COLORS[status]} label={status} />;
}
