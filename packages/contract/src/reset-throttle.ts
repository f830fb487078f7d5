/**
 * A member's password-reset e-mail goes out at most once per RESET_THROTTLE_MINUTES (issue 10 §8: five clicks sent five
 * e-mails). The server answers 429 with this message in between.
 */
export const RESET_THROTTLE_MINUTES = 5;

/** Whole minutes (at least 1) until another reset e-mail may go out, or 0 when it may go out now. */
export function resetWaitMinutes(lastSentAt: Date | null | undefined, now: Date, minutes: number = RESET_THROTTLE_MINUTES): number {
  if (!lastSentAt) return 0;
  const waitMs = lastSentAt.getTime() + minutes * 60_000 - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 60_000) : 0;
}

export function resetThrottledMessage(waitMinutes: number): string {
  return `A password reset e-mail was sent a moment ago. Try again in ${waitMinutes} minute${waitMinutes === 1 ? '' : 's'}.`;
}
