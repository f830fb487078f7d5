/**
 * What a card's delta means (issue 10 item 2): the colour follows whether the change is good news for the operator,
 * not its sign, and a figure that had nothing to compare with says 'new' instead of an absurd percentage.
 */

/** How a figure moved against the period before. `none`: a current count with no history (e.g. desks). */
export type FigureChange = { kind: 'none' } | { kind: 'same' } | { kind: 'new' } | { kind: 'pct'; pct: number };
export type DeltaTone = 'good' | 'bad' | 'neutral';
/** up: more is better; down: more is worse; neutral: neither (a count of drafts, an average length). */
export type MetricPolarity = 'up' | 'down' | 'neutral';

/**
 * Every figure the dashboard cards show (their `*_name`), and which way is good. The API test checks each card's
 * names appear here, so a new figure has to choose.
 */
export const CARD_FIGURE_POLARITY: Record<string, MetricPolarity> = {
  // Occupancy
  'Average desk occupancy': 'up',
  'Peak day (%)': 'up',
  Desks: 'neutral',
  'Desk bookings': 'up',
  'Bookings checked in': 'up',
  // Desk bookings
  Regular: 'up',
  Referral: 'up',
  Trial: 'up',
  Complimentary: 'neutral',
  // Meeting-room bookings
  'Meeting-room bookings': 'up',
  'Hours booked': 'up',
  'Revenue (£)': 'up',
  Cancelled: 'down',
  'Average duration (h)': 'neutral',
  // Members
  'Active members': 'up',
  'New members': 'up',
  'In the club now': 'neutral',
  Teams: 'up',
  'New guests': 'up',
  // Financial
  'Invoiced (£)': 'up',
  'Paid (£)': 'up',
  'Pending payment (£)': 'down',
  'Void invoices': 'down',
  'Overdue (£)': 'down',
  'F&D orders (£)': 'up',
  // Invoices
  Invoices: 'up',
  Draft: 'neutral',
  'Pending payment': 'down',
  Paid: 'up',
  Void: 'down',
  // Memberships
  'Active memberships': 'up',
  'New memberships': 'up',
  'Finished memberships': 'down',
  Recurrent: 'up',
  'MRR (£)': 'up',
};

/** Percentages beyond this read as noise ('+4700%'); they show as '>999%'. */
export const DELTA_DISPLAY_LIMIT = 999;

/**
 * The change of one figure from the card data: `previous` null = no history; previous 0 = 'new' (or 'same' when the
 * value is 0 too); otherwise the server's percent, 0 reading as 'same'.
 */
export function figureChange(value: number, previous: number | null | undefined, delta: number | null): FigureChange {
  if (previous === null) return { kind: 'none' };
  if (previous === 0) return value === 0 ? { kind: 'same' } : { kind: 'new' };
  if (delta === null) return previous === undefined ? { kind: 'none' } : { kind: 'same' };
  return delta === 0 ? { kind: 'same' } : { kind: 'pct', pct: delta };
}

/** Good, bad or neutral for a figure named `metric` (unknown names count as 'more is better'). */
export function deltaTone(metric: string, change: FigureChange): DeltaTone {
  if (change.kind === 'none' || change.kind === 'same') return 'neutral';
  const polarity = CARD_FIGURE_POLARITY[metric] ?? 'up';
  if (polarity === 'neutral') return 'neutral';
  const rose = change.kind === 'new' || change.pct > 0;
  return rose === (polarity === 'up') ? 'good' : 'bad';
}

/** The delta's text: 'new', '0%', '12.50%' (the arrow gives the direction), '>999%'; '—' without history. */
export function deltaText(change: FigureChange): string {
  switch (change.kind) {
    case 'none':
      return '—';
    case 'same':
      return '0%';
    case 'new':
      return 'new';
    case 'pct':
      return Math.abs(change.pct) > DELTA_DISPLAY_LIMIT ? `>${DELTA_DISPLAY_LIMIT}%` : `${Math.abs(change.pct).toFixed(2)}%`;
  }
}

/** Which way the figure moved, for the arrow and its label; null when it did not move or has no history. */
export function deltaDirection(change: FigureChange): 'up' | 'down' | null {
  if (change.kind === 'new') return 'up';
  if (change.kind === 'pct') return change.pct > 0 ? 'up' : 'down';
  return null;
}
