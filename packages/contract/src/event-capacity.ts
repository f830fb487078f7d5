/**
 * Events with RSVP (issue 28): the capacity and waiting-list arithmetic the API applies under the event's row lock, and
 * the property tests model. Pure: no dates, no database.
 */

export const ATTENDEE_STATUSES = ['going', 'waiting', 'cancelled'] as const;
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

/** What an attendee is shown as: a going attendee who was checked in reads "checked in". */
export const ATTENDEE_STATES = ['going', 'waiting', 'cancelled', 'checked_in'] as const;
export type AttendeeState = (typeof ATTENDEE_STATES)[number];

export const ATTENDEE_STATE_LABELS: Record<AttendeeState, string> = {
  going: 'Going',
  waiting: 'Waiting',
  cancelled: 'Cancelled',
  checked_in: 'Checked in',
};

export const attendeeState = (a: { status: string; checked_in_at?: string | Date | null }): AttendeeState =>
  a.status === 'going' && a.checked_in_at ? 'checked_in' : (a.status as AttendeeState);

/** Places left: never negative (a capacity lowered under the going count leaves 0, nobody is removed). */
export const placesLeft = (capacity: number, going: number): number => Math.max(0, capacity - going);

/** A new RSVP: going while a place is left, else on the waiting list. */
export const rsvpStatus = (capacity: number, going: number): 'going' | 'waiting' => (placesLeft(capacity, going) > 0 ? 'going' : 'waiting');

/**
 * Who moves from the waiting list to going when places free (a cancellation, a larger capacity): the first waiting, in
 * their order of RSVP, as many as there are places. `waiting` must be in waiting-list order.
 */
export function promotions<T>(capacity: number, going: number, waiting: readonly T[]): T[] {
  return waiting.slice(0, placesLeft(capacity, going));
}

/** One member's step in the model: RSVP or cancel. */
export type RsvpOp = { kind: 'rsvp' | 'cancel'; who: number };

export interface RsvpModelState {
  going: number[];
  /** In waiting-list order. */
  waiting: number[];
  /** Invoice lines billed and not reversed, by member (price > 0 only). */
  lines: Map<number, number>;
}

/**
 * The reference model of an event's RSVPs: what the API must end with after the same operations in order. A member
 * already going or waiting who RSVPs again changes nothing; a cancel of a going member frees a place for the first
 * waiting; a going attendee of a paid event holds one line of the price, reversed when they cancel.
 */
export function applyRsvps(capacity: number, pricePence: number, ops: readonly RsvpOp[]): RsvpModelState {
  const s: RsvpModelState = { going: [], waiting: [], lines: new Map() };
  const bill = (who: number) => {
    if (pricePence > 0) s.lines.set(who, pricePence);
  };
  for (const op of ops) {
    const isIn = s.going.includes(op.who) || s.waiting.includes(op.who);
    if (op.kind === 'rsvp') {
      if (isIn) continue;
      if (rsvpStatus(capacity, s.going.length) === 'going') {
        s.going.push(op.who);
        bill(op.who);
      } else s.waiting.push(op.who);
      continue;
    }
    if (!isIn) continue;
    if (s.waiting.includes(op.who)) {
      s.waiting = s.waiting.filter((w) => w !== op.who);
      continue;
    }
    s.going = s.going.filter((g) => g !== op.who);
    s.lines.delete(op.who);
    for (const p of promotions(capacity, s.going.length, s.waiting)) {
      s.waiting = s.waiting.filter((w) => w !== p);
      s.going.push(p);
      bill(p);
    }
  }
  return s;
}
