/**
 * The one order state machine (doc 3 §4): which status may follow which, what the badge advances to, and what a
 * change does to stock and to the money trail. The server refuses what this refuses (409) and the screens disable
 * what this refuses, so both read the same table.
 */
export const ORDER_STATUSES = ['pending', 'preparing', 'ready', 'paid', 'delivered', 'finished', 'cancelled', 'paid_and_delivered', 'over'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  preparing: 'Preparing',
  ready: 'Ready',
  paid: 'Paid',
  delivered: 'Delivered',
  finished: 'Finished',
  cancelled: 'Cancelled',
  paid_and_delivered: 'Paid & delivered',
  over: 'Over',
};

/** Badge colours (MUI palette names), one per status. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning'> = {
  pending: 'warning',
  preparing: 'info',
  ready: 'primary',
  paid: 'secondary',
  delivered: 'success',
  finished: 'default',
  cancelled: 'error',
  paid_and_delivered: 'success',
  over: 'default',
};

/**
 * Allowed targets from each status. The kitchen flow only moves forward (pending → preparing → ready → delivered);
 * paid orders may still be prepared and delivered; delivered orders may be paid, finished, closed (over) or
 * cancelled; a cancelled order is final.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['preparing', 'ready', 'delivered', 'paid', 'cancelled'],
  preparing: ['ready', 'delivered', 'paid', 'cancelled'],
  ready: ['delivered', 'paid', 'cancelled'],
  paid: ['preparing', 'ready', 'delivered', 'cancelled'],
  delivered: ['paid', 'finished', 'over', 'cancelled'],
  paid_and_delivered: ['finished', 'over', 'cancelled'],
  finished: ['over', 'cancelled'],
  over: ['cancelled'],
  cancelled: [],
};

/** Statuses in which the order's products have left the stock (and its bar line is on the invoice). */
export const STOCK_TAKEN_STATUSES: readonly OrderStatus[] = ['delivered', 'paid_and_delivered', 'finished', 'over'];
export const stockTaken = (status: string) => (STOCK_TAKEN_STATUSES as readonly string[]).includes(status);

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

export const ORDER_STATUS_MESSAGES = {
  cancelledFinal: 'A cancelled order can not be changed',
  sameStatus: (label: string) => `The order is already ${label}`,
  refused: (from: string, to: string) => `An order that is ${from} can not be set to ${to}`,
  unknown: 'Unknown order status',
} as const;

export type OrderTransition =
  { ok: true; from: OrderStatus; to: OrderStatus; takesStock: boolean; returnsStock: boolean } | { ok: false; message: string };

/**
 * What setting `requested` on an order in `from` means: refused (with the message the user sees), or the status to
 * store and its effects. Delivering a paid order stores paid_and_delivered; paying a delivered one likewise.
 */
export function orderTransition(from: string, requested: string): OrderTransition {
  const to0 = requested.toLowerCase();
  if (!isOrderStatus(from) || !isOrderStatus(to0)) return { ok: false, message: ORDER_STATUS_MESSAGES.unknown };
  if (from === 'cancelled') return { ok: false, message: ORDER_STATUS_MESSAGES.cancelledFinal };
  if (from === to0) return { ok: false, message: ORDER_STATUS_MESSAGES.sameStatus(ORDER_STATUS_LABELS[from].toLowerCase()) };
  if (!NEXT[from].includes(to0)) {
    return { ok: false, message: ORDER_STATUS_MESSAGES.refused(ORDER_STATUS_LABELS[from].toLowerCase(), ORDER_STATUS_LABELS[to0].toLowerCase()) };
  }
  const to: OrderStatus = (from === 'paid' && to0 === 'delivered') || (from === 'delivered' && to0 === 'paid') ? 'paid_and_delivered' : to0;
  return { ok: true, from, to, takesStock: !stockTaken(from) && stockTaken(to), returnsStock: stockTaken(from) && to === 'cancelled' };
}

export const canSetOrderStatus = (from: string, to: OrderStatus) => orderTransition(from, to).ok;

/** The order detail's four buttons (doc 3 §2.3) and the status each sets. */
export const ORDER_DETAIL_BUTTONS = [
  { label: 'Preparing', status: 'preparing' },
  { label: 'Ready', status: 'ready' },
  { label: 'Delivered', status: 'delivered' },
  { label: 'Cancel', status: 'cancelled' },
] as const satisfies readonly { label: string; status: OrderStatus }[];

/** The list badge's next step: pending → preparing → ready → delivered (a paid order goes straight to delivered). */
export function nextKitchenStatus(status: string): OrderStatus | null {
  switch (status) {
    case 'pending':
      return 'preparing';
    case 'preparing':
      return 'ready';
    case 'ready':
    case 'paid':
      return 'delivered';
    default:
      return null;
  }
}

/** Hover-holding the badge this many ticks (100 ms each) delivers the order at once. */
export const HOLD_TO_DELIVER_TICKS = 33;
export const HOLD_TICK_MS = 100;
