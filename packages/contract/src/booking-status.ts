import { checkInWindow } from './check-in-window.ts';

/**
 * The one booking state machine (doc 3 §4, issue 7): which status may follow which, and what Check In / Check Out /
 * Cancel / Cancel & Refund do. The server refuses (409) what this refuses and the screens hide the buttons it refuses,
 * so both read the same table. Which statuses hold a slot lives in occupancy.ts (OCCUPYING_BOOKING_STATUSES).
 */
export const BOOKING_STATUSES = ['active', 'inactive', 'alert', 'finished', 'cancelled', 'pre_paid', 'refund', 'released'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  alert: 'Alert',
  finished: 'Finished',
  cancelled: 'Cancelled',
  pre_paid: 'Pre-paid',
  refund: 'Refund',
  released: 'Released',
};

/** The statuses the edit form and the desk dialog offer (doc 3 §4). */
export const BOOKING_EDIT_STATUSES = ['active', 'pre_paid', 'cancelled', 'finished'] as const;

/**
 * A booking in one of these is closed: it refuses every further change (409). `released` (issue 11) is a no-show
 * freed by the release job: closed like a cancellation, and it does not hold its slot.
 */
export const FINAL_BOOKING_STATUSES = ['finished', 'cancelled', 'refund', 'released'] as const;
export const isFinalBookingStatus = (status: string) => (FINAL_BOOKING_STATUSES as readonly string[]).includes(status);
/**
 * Bookings that did not or will not take place (cancelled, refunded, released no-shows): calendars and maps leave
 * them out and activity figures do not count them.
 */
export const VOID_BOOKING_STATUSES = ['cancelled', 'refund', 'released'] as const;
export const isVoidBookingStatus = (status: string) => (VOID_BOOKING_STATUSES as readonly string[]).includes(status);
export const isBookingStatus = (value: string): value is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(value);

/** Cancelled and refunded bookings give their membership credits back and are left out of credit sums. */
export const CREDIT_RETURNING_STATUSES = ['cancelled', 'refund'] as const;

const LIVE: readonly BookingStatus[] = ['active', 'inactive', 'alert', 'pre_paid'];
/** Allowed targets from each status: live statuses move freely among themselves or close; closed ones never move. */
const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  active: ['inactive', 'alert', 'pre_paid', 'finished', 'cancelled', 'refund'],
  inactive: ['active', 'alert', 'pre_paid', 'cancelled', 'refund'],
  alert: ['active', 'inactive', 'pre_paid', 'finished', 'cancelled', 'refund'],
  pre_paid: ['active', 'inactive', 'alert', 'finished', 'cancelled', 'refund'],
  finished: [],
  cancelled: [],
  refund: [],
  released: [],
};

/**
 * No-show release (issue 11): only the no-show job sets `released`, never a form (so it is in no NEXT list). It takes
 * an unpaid live booking that holds a slot and was never checked in; the job adds the money rules (never paid,
 * pre-paid, credit-paid or already invoiced bookings — see no-show-release.job.ts).
 */
export const RELEASABLE_BOOKING_STATUSES = ['active', 'alert'] as const;
export function canRelease(current: BookingState): boolean {
  return (RELEASABLE_BOOKING_STATUSES as readonly string[]).includes(current.status) && !current.real_start;
}

export const BOOKING_STATUS_MESSAGES = {
  closed: (label: string) => `A ${label.toLowerCase()} booking can not be changed`,
  sameStatus: (label: string) => `The booking is already ${label.toLowerCase()}`,
  refused: (from: string, to: string) => `A booking that is ${from.toLowerCase()} can not be set to ${to.toLowerCase()}`,
  alreadyCheckedIn: 'The booking is already checked in',
  checkInClosed: 'Only a live booking can be checked in',
  unknown: 'Unknown booking status',
  cancelled: 'Your Booking has been cancelled',
  refunded: 'Your Booking has been cancelled, the refund has been made satisfactorily',
  checkedIn: 'Checked in',
  checkedOut: 'Checked out',
  updated: 'Booking updated',
} as const;

export type BookingAction = 'check_in' | 'check_out' | 'cancel' | 'refund';
export const BOOKING_ACTIONS: readonly BookingAction[] = ['check_in', 'check_out', 'cancel', 'refund'];

export interface BookingState {
  status: string;
  real_start: Date | string | null;
  /** With both and a `CheckInClock`, Check In is offered only inside the check-in window (issue 24). */
  planned_start?: Date | string;
  planned_end?: Date | string;
}

/** The moment the screen is drawn and the booking's rules' check-in minutes (null = the default). */
export interface CheckInClock {
  now: Date;
  opensMinutes?: number | null;
}

export type BookingTransition =
  | {
      ok: true;
      to: BookingStatus;
      /** Set real_start (Check In) or real_end (Check Out) to now. */
      setRealStart: boolean;
      setRealEnd: boolean;
      /** Cancel variants: return credits; refund also voids or credits the invoice line. */
      returnsCredits: boolean;
      reversesInvoiceLine: boolean;
      /** What the screen says afterwards. */
      message: string;
    }
  | { ok: false; message: string };

/** Setting a status (the edit form, or the seeds' `{status}`-only PUT): Check Out is `finished`, Cancel `cancelled`. */
export function statusTransition(current: BookingState, requested: string): BookingTransition {
  const from = current.status;
  if (!isBookingStatus(from) || !isBookingStatus(requested)) return { ok: false, message: BOOKING_STATUS_MESSAGES.unknown };
  if (isFinalBookingStatus(from)) return { ok: false, message: BOOKING_STATUS_MESSAGES.closed(BOOKING_STATUS_LABELS[from]) };
  if (from === requested) return { ok: false, message: BOOKING_STATUS_MESSAGES.sameStatus(BOOKING_STATUS_LABELS[from]) };
  if (!NEXT[from].includes(requested)) {
    return { ok: false, message: BOOKING_STATUS_MESSAGES.refused(BOOKING_STATUS_LABELS[from], BOOKING_STATUS_LABELS[requested]) };
  }
  const closing = requested === 'cancelled' || requested === 'refund';
  return {
    ok: true,
    to: requested,
    setRealStart: false,
    setRealEnd: requested === 'finished',
    returnsCredits: closing,
    reversesInvoiceLine: requested === 'refund',
    message:
      requested === 'cancelled'
        ? BOOKING_STATUS_MESSAGES.cancelled
        : requested === 'refund'
          ? BOOKING_STATUS_MESSAGES.refunded
          : requested === 'finished'
            ? BOOKING_STATUS_MESSAGES.checkedOut
            : BOOKING_STATUS_MESSAGES.updated,
  };
}

/** A named action of the dialog / detail page. */
export function bookingTransition(current: BookingState, action: BookingAction): BookingTransition {
  if (action === 'check_in') {
    if (!isBookingStatus(current.status)) return { ok: false, message: BOOKING_STATUS_MESSAGES.unknown };
    if (isFinalBookingStatus(current.status)) return { ok: false, message: BOOKING_STATUS_MESSAGES.closed(BOOKING_STATUS_LABELS[current.status]) };
    if (!LIVE.includes(current.status)) return { ok: false, message: BOOKING_STATUS_MESSAGES.checkInClosed };
    if (current.real_start) return { ok: false, message: BOOKING_STATUS_MESSAGES.alreadyCheckedIn };
    return {
      ok: true,
      to: current.status,
      setRealStart: true,
      setRealEnd: false,
      returnsCredits: false,
      reversesInvoiceLine: false,
      message: BOOKING_STATUS_MESSAGES.checkedIn,
    };
  }
  const target: BookingStatus = action === 'check_out' ? 'finished' : action === 'cancel' ? 'cancelled' : 'refund';
  return statusTransition(current, target);
}

/** Check In is allowed by status and, when the clock is given, by the check-in window. */
export function canCheckIn(current: BookingState, clock?: CheckInClock): boolean {
  if (!bookingTransition(current, 'check_in').ok) return false;
  if (!clock || current.planned_start === undefined || current.planned_end === undefined) return true;
  return checkInWindow({ planned_start: current.planned_start, planned_end: current.planned_end }, clock.now, clock.opensMinutes).ok;
}

/** Which buttons a screen shows: the same answers the server gives. */
export function availableActions(current: BookingState, clock?: CheckInClock): Record<BookingAction, boolean> {
  return {
    check_in: canCheckIn(current, clock),
    check_out: Boolean(current.real_start) && bookingTransition(current, 'check_out').ok,
    cancel: bookingTransition(current, 'cancel').ok,
    refund: bookingTransition(current, 'refund').ok,
  };
}
