import type { App } from '../../app-types.ts';
import type { PortalContext } from '../../plugins/portal-context.ts';
import { buildCalendar } from '../bookings/booking-ics.ts';
import { createFeed, currentFeed } from '../calendar-feeds/calendar-feeds.service.ts';
import { actingContext } from './portal-acting.ts';
import { mine } from './portal-bookings.service.ts';

/** One of my bookings as an .ics document (its event has the booking's stable UID, as the e-mails' invitations). */
export async function bookingIcs(app: App, ctx: PortalContext, code: string) {
  const b = await mine(app, ctx, code);
  const host = new URL(app.config.publicUrl).hostname;
  return buildCalendar({
    name: ctx.client.name,
    host,
    events: [
      {
        code: b.code,
        start: b.plannedStart,
        end: b.plannedEnd,
        summary: `${b.resourceName ?? 'Booking'} at ${b.officeName}`,
        location: b.officeName,
        cancelled: ['cancelled', 'refund', 'released'].includes(b.status),
      },
    ],
  });
}

/** My personal calendar feed (the staff's member feed of me): the live link, or a new one replacing it. */
export const myFeed = (app: App, ctx: PortalContext) => currentFeed(app.db, actingContext(ctx), app.config.publicUrl, { member: ctx.member.slug });
export const newFeed = (app: App, ctx: PortalContext) => createFeed(app.db, actingContext(ctx), app.config.publicUrl, { member: ctx.member.slug });
