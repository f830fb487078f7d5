import type { SectionCode } from './sections.ts';

/**
 * The notifications panel (issue 10 item 16): real, actionable items for the caller's operator and office scope,
 * each a count and a link to the list that shows them. Zod-free: the bell lives in the shell's first chunk.
 */
export const NOTIFICATION_KINDS = [
  'invoices_overdue',
  'bookings_without_desk',
  'orders_pending',
  'memberships_ending',
  'portal_requests',
  'tickets_open',
  'tickets_overdue',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A membership 'ends this week' when its end falls within the next this many days. */
export const MEMBERSHIP_ENDING_DAYS = 7;

export interface NotificationItem {
  kind: NotificationKind;
  count: number;
  title: string;
  link: string;
}
/** GET /api/notifications/: `count` (the bell's badge) is the sum of the items' counts; items with 0 are left out. */
export interface NotificationsResponse {
  count: number;
  items: NotificationItem[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface NotificationDef {
  /** Every code the target list needs; staff without them never see the item. */
  sections: SectionCode[];
  title: (n: number) => string;
  /** The list that shows exactly these rows first; `today` is yyyy-MM-dd in the caller's office. */
  link: (today: string) => string;
}

export const NOTIFICATION_DEFS: Record<NotificationKind, NotificationDef> = {
  invoices_overdue: {
    sections: ['users', 'invoices'],
    title: (n) => `${plural(n, 'invoice', 'invoices')} overdue`,
    // The list's Overdue filter (status=overdue): pending and past due, oldest due first.
    link: () => '/members/invoices?status=overdue&order=date_due',
  },
  bookings_without_desk: {
    sections: ['bookings', 'list'],
    title: (n) => `${plural(n, 'desk booking', 'desk bookings')} without a desk today`,
    // Descending by resource puts the bookings without one first.
    link: (today) => `/bookings/list?start=${today}&end=${today}&order=-resource`,
  },
  orders_pending: {
    sections: ['fandd', 'orders'],
    title: (n) => `${plural(n, 'bar order', 'bar orders')} pending`,
    link: () => '/fandd/orders?status=pending',
  },
  memberships_ending: {
    sections: ['users', 'membership'],
    title: (n) => `${plural(n, 'membership', 'memberships')} ending within ${MEMBERSHIP_ENDING_DAYS} days`,
    link: () => '/members/memberships?status=active&order=end',
  },
  portal_requests: {
    sections: ['users', 'members'],
    title: (n) => `${plural(n, 'portal invitation request', 'portal invitation requests')} from team admins`,
    // The members list shows the pending requests above the list, with Approve and Decline.
    link: () => '/members',
  },
  tickets_open: {
    sections: ['community', 'tickets'],
    title: (n) => `${plural(n, 'open ticket', 'open tickets')} in the help desk`,
    link: () => '/community?status=open&order=created_at',
  },
  tickets_overdue: {
    sections: ['community', 'tickets'],
    title: (n) => `${plural(n, 'ticket', 'tickets')} past the first-response target`,
    link: () => '/community?overdue=true&order=due',
  },
};

/** The kinds a staff member holding `granted` may see. */
export const visibleNotificationKinds = (granted: Iterable<string>): NotificationKind[] => {
  const codes = new Set(granted);
  return NOTIFICATION_KINDS.filter((k) => NOTIFICATION_DEFS[k].sections.every((c) => codes.has(c)));
};

export const NOTIFICATIONS_MESSAGES = {
  heading: 'Notifications',
  empty: 'Nothing needs your attention right now',
  failed: 'Could not load the notifications',
} as const;

/** The bell's accessible name, with the badge's count. */
export const notificationsLabel = (count: number) => `Notifications (${count})`;
