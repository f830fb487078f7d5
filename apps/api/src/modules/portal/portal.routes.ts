import { errorBody, invoicePdfFilename, portalApi } from '@clubspace/contract';
import { routes } from '../../lib/route.ts';
import { portalCtx } from '../../plugins/portal-context.ts';
import { bookDesk, bookRoom, cancelBooking, checkInBooking, portalQuote } from './portal-bookings.service.ts';
import { portalBookingPage, toPortalBookings } from './portal-bookings.repo.ts';
import { bookingIcs, myFeed, newFeed } from './portal-calendar.service.ts';
import { portalGuests, registerGuest } from './portal-guests.service.ts';
import { payableInvoiceId, portalInvoicePdf, portalInvoices } from './portal-invoices.service.ts';
import { checkoutFor } from '../payments/checkout.service.ts';
import { portalHome, portalMe } from './portal-me.service.ts';
import { removePortalPhoto, setPortalPhoto } from './portal-photo.service.ts';
import { changePortalPassword, portalProfile, updatePortalPreferences, updatePortalProfile } from './portal-profile.service.ts';
import { portalDesks, portalOffices, portalRooms } from './portal-space.service.ts';
import { inviteColleague, portalTeam, removeColleague } from './portal-team.service.ts';
import { isTeamAdmin } from './portal-acting.ts';

/** Served to portal tokens only (plugins/portal-context.ts): a staff token gets 403, another workspace's too. */
const MEMBER = { access: 'member' as const };
/** For the generated tests: a real booking code, invoice or member slug of the sampled operator. */
const BOOKING = { ...MEMBER, samples: { params: { code: { table: 'bookings', column: 'code' } } } };
const INVOICE = { ...MEMBER, samples: { params: { slug: { table: 'invoices' } } } };
const MEMBER_SLUG = { ...MEMBER, samples: { params: { slug: { table: 'members' } } } };

/** The member portal (issue 26): every handler works on the logged-in member's own records (their team's as its admin). */
export const portalRoutes = routes(
  portalApi,
  { tag: 'portal' },
  {
    me: { config: MEMBER, handler: async (request, _reply, app) => portalMe(app.db, portalCtx(request)) },
    home: { config: MEMBER, handler: async (request, _reply, app) => portalHome(app.db, portalCtx(request)) },

    offices: { config: MEMBER, handler: async (request, _reply, app) => portalOffices(app.db, portalCtx(request)) },
    desks: { config: MEMBER, handler: async (request, _reply, app) => portalDesks(app.db, portalCtx(request), request.query) },
    rooms: { config: MEMBER, handler: async (request, _reply, app) => portalRooms(app.db, portalCtx(request), request.query) },
    quote: { config: MEMBER, handler: async (request, _reply, app) => portalQuote(app, portalCtx(request), request.query) },

    bookDesk: { config: MEMBER, handler: async (request, reply, app) => reply.code(201).send(await bookDesk(app, portalCtx(request), request.body)) },
    bookRoom: { config: MEMBER, handler: async (request, reply, app) => reply.code(201).send(await bookRoom(app, portalCtx(request), request.body)) },
    bookings: {
      config: MEMBER,
      handler: async (request, _reply, app) => {
        const ctx = portalCtx(request);
        const scope = request.query.scope === 'team' && isTeamAdmin(ctx) ? 'team' : 'mine';
        const now = new Date();
        const page = await portalBookingPage(app.db, ctx, { ...request.query, scope }, now);
        return { bookings: await toPortalBookings(app.db, ctx, page.rows, now), has_more: page.hasMore };
      },
    },
    cancel: { config: BOOKING, handler: async (request, _reply, app) => cancelBooking(app, portalCtx(request), request.params.code) },
    checkIn: { config: BOOKING, handler: async (request, _reply, app) => checkInBooking(app, portalCtx(request), request.params.code) },
    ics: {
      config: BOOKING,
      handler: async (request, reply, app) => {
        const ics = await bookingIcs(app, portalCtx(request), request.params.code);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="booking-${request.params.code}.ics"`)
          .header('cache-control', 'private, no-store')
          .send(ics);
      },
    },
    calendarFeed: { config: MEMBER, handler: async (request, _reply, app) => myFeed(app, portalCtx(request)) },
    newCalendarFeed: { config: MEMBER, handler: async (request, reply, app) => reply.code(201).send(await newFeed(app, portalCtx(request))) },

    invoices: { config: MEMBER, handler: async (request, _reply, app) => portalInvoices(app.db, portalCtx(request), request.query.scope) },
    payInvoice: {
      config: INVOICE,
      errors: { 502: errorBody },
      handler: async (request, _reply, app) => {
        const ctx = portalCtx(request);
        const { email: _email, ...link } = await checkoutFor(app, ctx.client.id, await payableInvoiceId(app.db, ctx, request.params.slug));
        return link;
      },
    },
    invoicePdf: {
      config: INVOICE,
      handler: async (request, reply, app) => {
        const { filename, pdf } = await portalInvoicePdf(app.db, portalCtx(request), request.params.slug);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename || invoicePdfFilename('invoice')}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(pdf);
      },
    },

    profile: { config: MEMBER, handler: async (request, _reply, app) => portalProfile(app.db, portalCtx(request)) },
    updateProfile: { config: MEMBER, handler: async (request, _reply, app) => updatePortalProfile(app.db, portalCtx(request), request.body) },
    preferences: { config: MEMBER, handler: async (request, _reply, app) => updatePortalPreferences(app.db, portalCtx(request), request.body) },
    photo: { config: MEMBER, handler: async (request, _reply, app) => setPortalPhoto(app, request, portalCtx(request)) },
    removePhoto: { config: MEMBER, handler: async (request, _reply, app) => removePortalPhoto(app, portalCtx(request)) },
    password: {
      config: MEMBER,
      errors: { 429: errorBody },
      handler: async (request, reply, app) => changePortalPassword(app, reply, portalCtx(request), request.body),
    },

    team: { config: MEMBER, handler: async (request, _reply, app) => portalTeam(app.db, portalCtx(request)) },
    inviteColleague: {
      config: MEMBER,
      handler: async (request, reply, app) => reply.code(201).send(await inviteColleague(app, portalCtx(request), request.body)),
    },
    removeColleague: {
      config: MEMBER_SLUG,
      handler: async (request, _reply, app) => removeColleague(app.db, portalCtx(request), request.params.slug),
    },

    guests: { config: MEMBER, handler: async (request, _reply, app) => portalGuests(app.db, portalCtx(request)) },
    registerGuest: {
      config: MEMBER,
      handler: async (request, reply, app) => reply.code(201).send(await registerGuest(app, portalCtx(request), request.body)),
    },
  },
);
