import { randomBytes } from 'node:crypto';
import { calendarFeeds } from '../schema/index.ts';
import type { Ctx } from './context.ts';
import type { SeededOffice } from './space.ts';

/**
 * A private calendar link for the first meeting room of each operator (issue 11), so the resource page shows one and
 * the feed can be tried at once. The token is random, never derived from the seed: it is a credential.
 */
export async function seedCalendarFeeds(ctx: Ctx, offices: SeededOffice[]) {
  const room = offices.flatMap((o) => o.resources).find((r) => r.type === 'meeting_room');
  if (!room) return { calendarFeeds: 0 };
  await ctx.db
    .insert(calendarFeeds)
    .values({ clientId: ctx.clientId, token: randomBytes(32).toString('base64url'), kind: 'resource', resourceId: room.id });
  return { calendarFeeds: 1 };
}
