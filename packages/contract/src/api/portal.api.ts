import { z } from 'zod';
import { calendarFeedResult } from '../calendar-feeds.ts';
import { detailBody } from '../common-schemas.ts';
import { passwordChange } from '../credentials.ts';
import { del, get, post, put } from '../endpoint.ts';
import { payLink } from '../online-payments.ts';
import { portalColleagueInviteResult } from '../portal.ts';
import {
  portalBookingAction,
  portalColleagueInvite,
  portalBookingCreated,
  portalBookingList,
  portalBookingsQuery,
  portalCodeParams,
  portalDeskBooking,
  portalDesks,
  portalDesksQuery,
  portalGuestCreate,
  portalGuestCreated,
  portalGuests,
  portalHome,
  portalInvoices,
  portalInvoicesQuery,
  portalMe,
  portalOffices,
  portalPhotoUpload,
  portalPreferences,
  portalProfile,
  portalProfileUpdate,
  portalQuote,
  portalQuoteQuery,
  portalRoomBooking,
  portalRooms,
  portalRoomsQuery,
  portalSlugParams,
  portalTeam,
} from '../portal-schemas.ts';
import { tokenPair } from '../session.ts';

/**
 * The member portal (issue 26): what a logged-in member does, with a portal token only (a staff token is refused).
 * Everything is the member's own, or their team's when they are its admin; another member's record answers 404.
 */
export const portalApi = {
  me: get({ path: '/api/portal/me', summary: 'The logged-in member, their workspace and what its portal lets members do', response: portalMe }),
  home: get({
    path: '/api/portal/home',
    summary: "Home: today's and upcoming bookings, unpaid invoices, this month's credits, the welcome text",
    response: portalHome,
  }),

  offices: get({ path: '/api/portal/offices', summary: 'The offices (and their floors) members may book in', response: portalOffices }),
  desks: get({
    path: '/api/portal/desks',
    summary: 'The desks of an office (or floor) for a day or a range of days, each free, booked, blocked or mine, with the floor plan',
    query: portalDesksQuery,
    response: portalDesks,
  }),
  rooms: get({
    path: '/api/portal/rooms',
    summary: "The meeting rooms of an office with the day's busy ranges",
    query: portalRoomsQuery,
    response: portalRooms,
  }),
  quote: get({
    path: '/api/portal/quote',
    summary: 'The price of a desk for the given days (day repeated) or of a room from start to end, as booking charges it',
    query: portalQuoteQuery,
    response: portalQuote,
  }),

  bookDesk: post({
    path: '/api/portal/bookings/desk',
    summary: 'Book a desk for one or more whole days (booking rules, prices and the no-double-booking constraint as for staff)',
    body: portalDeskBooking,
    response: portalBookingCreated,
    status: 201,
  }),
  bookRoom: post({
    path: '/api/portal/bookings/room',
    summary: 'Book a meeting room; the booking e-mails an .ics invitation',
    body: portalRoomBooking,
    response: portalBookingCreated,
    status: 201,
  }),
  bookings: get({
    path: '/api/portal/bookings',
    summary: "My bookings (or my team's, team admins), upcoming or past",
    query: portalBookingsQuery,
    response: portalBookingList,
  }),
  cancel: post({
    path: '/api/portal/bookings/:code/cancel',
    summary: "Cancel my booking within the operator's window: credits and prepaid units back, the invoice line voided (draft) or credited (issued)",
    params: portalCodeParams,
    response: portalBookingAction,
  }),
  checkIn: post({
    path: '/api/portal/bookings/:code/check-in',
    summary: 'Check in my booking within the check-in window (no early check-in)',
    params: portalCodeParams,
    response: portalBookingAction,
  }),
  ics: get({
    path: '/api/portal/bookings/:code/ics',
    summary: 'My booking as an .ics file to add to a calendar',
    params: portalCodeParams,
    response: z.string(),
    produces: ['text/calendar'],
  }),
  calendarFeed: get({
    path: '/api/portal/calendar-feed',
    summary: 'My personal calendar feed link (private .ics address), or null',
    response: calendarFeedResult,
  }),
  newCalendarFeed: post({
    path: '/api/portal/calendar-feed',
    summary: 'A new personal calendar feed link (the previous one stops working)',
    response: calendarFeedResult,
    status: 201,
  }),

  invoices: get({
    path: '/api/portal/invoices',
    summary: "My invoices (or my team's, team admins): issued ones, with status and due date",
    query: portalInvoicesQuery,
    response: portalInvoices,
  }),
  payInvoice: post({
    path: '/api/portal/invoices/:slug/pay',
    summary:
      "Pay one of my (or my team's) invoices online: a hosted payment page for its amount due (400 when nothing is due or the workspace takes no online payments)",
    params: portalSlugParams,
    response: payLink,
  }),
  invoicePdf: get({
    path: '/api/portal/invoices/:slug/pdf',
    summary: 'One of my (or my team’s) invoices as a PDF',
    params: portalSlugParams,
    response: z.unknown(),
    produces: ['application/pdf'],
  }),

  profile: get({ path: '/api/portal/profile', summary: 'My profile and notification preferences', response: portalProfile }),
  updateProfile: put({
    path: '/api/portal/profile',
    summary: 'Update my name and phone',
    body: portalProfileUpdate,
    response: portalProfile.extend({ detail: z.string() }),
  }),
  preferences: put({
    path: '/api/portal/preferences',
    summary: 'My notification consent: e-mail at all, and per category (bookings, invoices, campaigns, community)',
    body: portalPreferences,
    response: portalProfile.extend({ detail: z.string() }),
  }),
  photo: post({
    path: '/api/portal/me/photo',
    summary: 'Set my photo (multipart: file): JPG, PNG or WebP, at most 10 MB, checked by content; staff see it on my profile',
    body: portalPhotoUpload,
    multipart: true,
    response: portalProfile.extend({ detail: z.string() }),
  }),
  removePhoto: del({ path: '/api/portal/me/photo', summary: 'Remove my photo', response: portalProfile.extend({ detail: z.string() }) }),
  password: post({
    path: '/api/portal/password',
    summary: 'Change my password: ends every other session and answers a fresh portal token pair',
    body: passwordChange,
    response: tokenPair.extend({ detail: z.string() }),
  }),

  team: get({ path: '/api/portal/team', summary: "My team's members with their portal status (team admins)", response: portalTeam }),
  inviteColleague: post({
    path: '/api/portal/team/invite',
    summary:
      'Invite a colleague to the team and the portal (team admins): sent at once when the portal settings allow it, else a request the front desk approves',
    body: portalColleagueInvite,
    response: portalColleagueInviteResult,
    status: 201,
  }),
  removeColleague: del({
    path: '/api/portal/team/:slug',
    summary: 'Remove a colleague from the team (team admins): their portal access ends',
    params: portalSlugParams,
    response: detailBody,
  }),

  guests: get({ path: '/api/portal/guests', summary: 'Guests I pre-registered, from today on', response: portalGuests }),
  registerGuest: post({
    path: '/api/portal/guests',
    summary: 'Pre-register a guest for a day: staff see them in the guests list and the guest gets a welcome e-mail',
    body: portalGuestCreate,
    response: portalGuestCreated,
    status: 201,
  }),
};
