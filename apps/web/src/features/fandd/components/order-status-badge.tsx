import {
  HOLD_TICK_MS,
  HOLD_TO_DELIVER_TICKS,
  isOrderStatus,
  nextKitchenStatus,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '@clubspace/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';

export const statusLabel = (status: string) => (isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status);
export const statusColor = (status: string) => (isOrderStatus(status) ? ORDER_STATUS_COLORS[status] : 'default');

interface OrderStatusBadgeProps {
  status: string;
  /** Applies a status; the badge waits for it before it can be used again. */
  onAdvance: (next: OrderStatus) => Promise<unknown> | void;
  busy?: boolean;
}

/**
 * The list's status badge: a click applies the next kitchen step (Pending → Preparing → Ready → Delivered);
 * holding the pointer on it for about 33 ticks delivers at once, with a ring that fills while holding.
 */
export function OrderStatusBadge({ status, onAdvance, busy }: OrderStatusBadgeProps) {
  const next = nextKitchenStatus(status);
  const [ticks, setTicks] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const stop = () => {
    clearInterval(timer.current);
    timer.current = undefined;
    setTicks(0);
  };
  useEffect(() => () => clearInterval(timer.current), []);
  // A new status (from a click, the hold or a refetch) starts a fresh hold.
  useEffect(stop, [status]);
  useEffect(() => {
    if (ticks >= HOLD_TO_DELIVER_TICKS) {
      stop();
      void onAdvance('delivered');
    }
  }, [ticks, onAdvance]);

  const label = statusLabel(status);
  if (!next) return <Chip size="small" label={label} color={statusColor(status)} variant="outlined" />;

  const start = () => {
    if (busy || timer.current) return;
    timer.current = setInterval(() => setTicks((t) => t + 1), HOLD_TICK_MS);
  };
  const holding = ticks > 0;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} onMouseEnter={start} onMouseLeave={stop}>
      <Chip
        size="small"
        label={label}
        color={statusColor(status)}
        clickable
        disabled={busy}
        aria-label={`${label}: set ${statusLabel(next)}`}
        onClick={() => {
          stop();
          void onAdvance(next);
        }}
      />
      {holding && (
        <CircularProgress
          size={18}
          variant="determinate"
          value={Math.min(100, (ticks / HOLD_TO_DELIVER_TICKS) * 100)}
          aria-label="Hold to deliver"
          role="progressbar"
        />
      )}
    </Box>
  );
}
