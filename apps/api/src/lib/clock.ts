/**
 * The one settable clock of the time-driven money rules (issue 27: the chasing job and the on-hold check). The server
 * reads the real time; a test sets a day with `setClock` to simulate days passing, and `setClock(null)` goes back to
 * real time. Jobs take `now` from it by default, so a test that sets the clock and runs the job sees the same "today"
 * as the portal's hold check.
 */
let fixed: Date | null = null;

export const clock = {
  now: (): Date => (fixed ? new Date(fixed.getTime()) : new Date()),
};

/** Tests only: freeze the clock at an instant (null: real time again). */
export function setClock(at: Date | null): void {
  fixed = at ? new Date(at.getTime()) : null;
}
