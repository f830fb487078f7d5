import { z } from 'zod';
import { bookingRulesInput, bookingRulesOverview } from '../booking-rule-schemas.ts';
import { BOOKING_TYPES } from '../bookings.ts';
import { del, get, put } from '../endpoint.ts';
import { slugParams } from './params.ts';

type RuleFields = { [K in keyof typeof bookingRulesInput.shape]: z.ZodOptional<z.ZodUnknown> };
/**
 * PUT /api/booking-rules/: the type travels in the body, so no operator's ids are in the path. Every rule field is
 * listed for the document, but only the type is checked here: the service checks the rules with their own messages.
 */
const typeRulesBody = z.looseObject({
  resource_type: z.enum(BOOKING_TYPES, { error: 'Resource type is required' }),
  ...(Object.fromEntries(Object.keys(bookingRulesInput.shape).map((key) => [key, z.unknown().optional()])) as RuleFields),
});

/** Booking rules: per booking type, and per resource (which replace its type's). */
export const bookingRulesApi = {
  overview: get({
    path: '/api/booking-rules/',
    summary: 'Booking rules of every booking type (configured or not) and the resources with their own rules',
    response: bookingRulesOverview,
  }),
  saveType: put({
    path: '/api/booking-rules/',
    summary: "Save a booking type's rules: {resource_type, …rules}; empty limits mean none",
    body: typeRulesBody,
    response: bookingRulesOverview,
  }),
  saveResource: put({
    path: '/api/booking-rules/resources/:slug',
    summary: "Save a resource's own rules, which replace its type's for that resource",
    params: slugParams,
    body: bookingRulesInput,
    response: bookingRulesOverview,
  }),
  removeResource: del({
    path: '/api/booking-rules/resources/:slug',
    summary: "Remove a resource's own rules: its type's apply again",
    params: slugParams,
    response: bookingRulesOverview,
  }),
};
