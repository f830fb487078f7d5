import { detailBody, pagedEnvelope } from '../common-schemas.ts';
import { get, post, put } from '../endpoint.ts';
import {
  attendeeAdd,
  attendeeItem,
  attendeeListQuery,
  attendeeSaved,
  eventAttendeeParams,
  eventBody,
  eventItem,
  eventListQuery,
  eventSaved,
  portalEventList,
  portalRsvpResult,
} from '../events.ts';
import { slugParams } from './params.ts';

/** Community — events (issue 28), staff side: the section `events`. */
export const eventsApi = {
  list: get({
    path: '/api/events/',
    summary: 'Events: when=upcoming|past|all, club, status, name (title); going/waiting/checked-in counts; format=csv',
    query: eventListQuery,
    response: pagedEnvelope('events', eventItem),
  }),
  detail: get({ path: '/api/events/:slug', summary: 'One event with its attendance', params: slugParams, response: eventItem }),
  create: post({
    path: '/api/events/',
    summary: 'Create an event; a room is blocked for it (409 when the room is busy)',
    body: eventBody,
    response: eventSaved,
    status: 201,
  }),
  update: put({
    path: '/api/events/:slug',
    summary: 'Edit an event (a moved room or time moves its block; a larger capacity promotes the waiting list)',
    params: slugParams,
    body: eventBody,
    response: eventSaved,
  }),
  cancel: post({
    path: '/api/events/:slug/cancel',
    summary: 'Cancel an event: its room is freed, every attendee cancelled and their invoice lines voided or credited',
    params: slugParams,
    response: detailBody,
  }),
  attendees: get({
    path: '/api/events/:slug/attendees/',
    summary: 'An event’s attendees (state going|waiting|cancelled|checked_in), in RSVP order; format=csv',
    params: slugParams,
    query: attendeeListQuery,
    response: pagedEnvelope('event_attendees', attendeeItem),
  }),
  addAttendee: post({
    path: '/api/events/:slug/attendees/',
    summary: 'Add a member (or a guest, on an event that welcomes guests): going, or waiting when full',
    params: slugParams,
    body: attendeeAdd,
    response: attendeeSaved,
    status: 201,
  }),
  checkIn: post({
    path: '/api/events/:slug/attendees/:attendee/check-in',
    summary: 'Check a going attendee in',
    params: eventAttendeeParams,
    response: attendeeSaved,
  }),
  cancelAttendee: post({
    path: '/api/events/:slug/attendees/:attendee/cancel',
    summary: 'Cancel an attendee before the event (their line voided or credited; the first waiting promoted)',
    params: eventAttendeeParams,
    response: attendeeSaved,
  }),
};

/** Community — events, the member portal's side (portal tokens only). */
export const portalEventsApi = {
  list: get({
    path: '/api/portal/events/',
    summary: 'Upcoming events of my offices, with my RSVP',
    response: portalEventList,
  }),
  rsvp: post({
    path: '/api/portal/events/:slug/rsvp',
    summary: 'RSVP: going, or on the waiting list when full (an e-mail with an .ics invitation)',
    params: slugParams,
    response: portalRsvpResult,
  }),
  cancel: post({
    path: '/api/portal/events/:slug/cancel',
    summary: 'Cancel my RSVP before the event (the first waiting is promoted)',
    params: slugParams,
    response: portalRsvpResult,
  }),
  ics: get({
    path: '/api/portal/events/:slug/ics',
    summary: 'The event as an .ics file (text/calendar)',
    params: slugParams,
    response: portalRsvpResult.pick({ detail: true }),
    produces: ['text/calendar'],
  }),
};
