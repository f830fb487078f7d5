import { z } from 'zod';
import { calendarFeedCreate, calendarFeedQuery, calendarFeedResult } from '../calendar-feeds.ts';
import { del, get, post } from '../endpoint.ts';

/** Private calendar feeds of meeting rooms and members, and the public .ics address calendar apps poll. */
export const calendarFeedsApi = {
  current: get({
    path: '/api/calendar-feeds/',
    summary: 'The live calendar feed (private .ics link) of a meeting room or member, or null',
    query: calendarFeedQuery,
    response: calendarFeedResult,
  }),
  create: post({
    path: '/api/calendar-feeds/',
    summary: 'A new private calendar link for a meeting room or member (the previous link is revoked)',
    body: calendarFeedCreate,
    response: calendarFeedResult,
    status: 201,
  }),
  revoke: del({
    path: '/api/calendar-feeds/',
    summary: 'Revoke the calendar link of a meeting room or member: subscribed calendars stop updating',
    query: calendarFeedQuery,
    response: z.null(),
    status: 204,
  }),
  /** Public: the token is the credential. The answer is the iCalendar text itself. */
  ical: get({
    path: '/ical/:file',
    summary: 'A calendar feed as iCalendar (text/calendar)',
    params: z.object({ file: z.string().max(80) }),
    response: z.string(),
    produces: ['text/calendar'],
  }),
};
