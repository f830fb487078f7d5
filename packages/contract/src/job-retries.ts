/**
 * When a failed background job runs again (issue 29): pure, so the queue and its tests share one schedule.
 * Jobs: 10 s, 1 min, 5 min, 30 min, then 2 h between tries, each with up to 10 % jitter taken by the caller.
 * Webhook deliveries (Standard Webhooks practice): 5 s, 30 s, 2 min, 10 min, 1 h, then hourly, until 24 h after the
 * first try; then the delivery has failed.
 */
export const JOB_RETRY_DELAYS_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000] as const;
export const JOB_RETRY_LAST_MS = 2 * 60 * 60_000;
/** Tries before a job lies dead (until "Retry"), unless its kind says otherwise. */
export const JOB_DEFAULT_MAX_ATTEMPTS = 5;

/** The delay before try `attempt + 1`, after `attempt` failed tries (attempt ≥ 1). */
export function jobRetryDelayMs(attempt: number): number {
  return JOB_RETRY_DELAYS_MS[attempt - 1] ?? JOB_RETRY_LAST_MS;
}

export const WEBHOOK_RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;
export const WEBHOOK_RETRY_LAST_MS = 60 * 60_000;
/** How long a delivery is retried after its first try. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** An endpoint whose deliveries have all failed for this long is disabled and its owner told. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 60 * 60_000;

/** The delay after `attempt` failed tries (attempt ≥ 1). */
export function webhookRetryDelayMs(attempt: number): number {
  return WEBHOOK_RETRY_DELAYS_MS[attempt - 1] ?? WEBHOOK_RETRY_LAST_MS;
}

/**
 * Whether a delivery whose first try was at `firstTriedAt` gets another try after `attempt` failures at `now`: only
 * when that try would still fall inside the 24-hour window.
 */
export function webhookRetryAt(firstTriedAt: Date, attempt: number, now: Date): Date | null {
  const next = new Date(now.getTime() + webhookRetryDelayMs(attempt));
  return next.getTime() - firstTriedAt.getTime() <= WEBHOOK_RETRY_WINDOW_MS ? next : null;
}
