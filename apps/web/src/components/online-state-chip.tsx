import { ONLINE_DISPLAY_LABELS, ONLINE_REFUND_LABELS, type OnlineDisplayState, type OnlineRefundState } from '@clubspace/contract';
import Chip from '@mui/material/Chip';

const COLOURS: Record<OnlineDisplayState | OnlineRefundState, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  open: 'default',
  processing: 'info',
  pending: 'info',
  succeeded: 'success',
  failed: 'error',
  partially_refunded: 'warning',
  refunded: 'warning',
};

/** The state of an online payment (processing, succeeded, failed, refunded…) or of a refund, as a small chip. */
export function OnlineStateChip({ state, kind = 'payment' }: { state: OnlineDisplayState | OnlineRefundState; kind?: 'payment' | 'refund' }) {
  const label = kind === 'refund' ? ONLINE_REFUND_LABELS[state as OnlineRefundState] : ONLINE_DISPLAY_LABELS[state as OnlineDisplayState];
  return <Chip size="small" variant="outlined" color={COLOURS[state]} label={label ?? state} />;
}
