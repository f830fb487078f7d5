import { wallClockFormat } from '@clubspace/contract';
import { ApiError } from '../../../lib/api-client';

/** HH:mm of an instant on the office's clock. */
export const timeIn = (t: Date | string, timeZone: string) => wallClockFormat('hm', timeZone).format(new Date(t));

/** A server refusal in words: its detail, then any field message it does not already say. */
export function errorWords(err: unknown): string[] {
  if (!err) return [];
  if (!(err instanceof ApiError)) return [(err as Error)?.message || 'Something went wrong'];
  const fields = Object.values(err.fieldErrors).filter((m) => typeof m === 'string' && !err.message.includes(m));
  return [err.message, ...new Set(fields)];
}
