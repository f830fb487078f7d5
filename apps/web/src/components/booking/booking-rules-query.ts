import { bookingRulesApi } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** The booking rules overview, read by the rules screen (space) and by the meeting-room calendar (its opening hours). */
export const bookingRuleKeys = {
  all: ['booking-rules'] as const,
  overview: () => [...bookingRuleKeys.all, 'overview'] as const,
  resources: (term: string) => [...bookingRuleKeys.all, 'resource-search', term] as const,
};

/** GET /api/booking-rules/: every booking type's rules and the resources with their own. */
export const bookingRulesQuery = () =>
  queryOptions({ queryKey: bookingRuleKeys.overview(), queryFn: ({ signal }) => call(bookingRulesApi.overview, undefined, { signal }) });
