import { deskPriceQuery, deskPriceResult } from '../booking-quote.ts';
import { availabilityQuery, availabilityResult, meetingRoomAvailabilityQuery, meetingRoomAvailabilityResult } from '../booking-queries.ts';
import { get } from '../endpoint.ts';

/** What the booking screens ask before they book: the map of an office, a meeting room's window, the price. */
export const availabilityApi = {
  space: get({
    path: '/api/space-availability/',
    summary: 'Bookings, their count, occupancy and the map resources of an office for a window (days in the office zone)',
    query: availabilityQuery,
    response: availabilityResult,
  }),
  meetingRoom: get({
    path: '/api/meeting-room-availability/',
    summary: 'Whether a meeting room is busy for a window (the edited booking left out), its price and credits',
    query: meetingRoomAvailabilityQuery,
    response: meetingRoomAvailabilityResult,
  }),
  deskPrice: get({
    path: '/api/calculate-booking-desk-price/',
    summary: 'Price of the bookings to create (repeat `resource` for several desks): full price, prepaid packages used first, what stays pending',
    query: deskPriceQuery,
    response: deskPriceResult,
  }),
};
