import { guestsApi, LOOKUP_LIMIT, lookupsApi } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';

// Pickers use the lookup calls, open to any staff of the operator (GUIDE §7), not the sectioned lists.
export const lookupKeys = {
  all: ['lookups'] as const,
  teams: (name: string) => [...lookupKeys.all, 'teams', name] as const,
  members: (name: string, team: string) => [...lookupKeys.all, 'members', name, team] as const,
  guests: (name: string) => [...lookupKeys.all, 'guests', name] as const,
};

/** GET /api/lookups/teams/?name=&limit= → [{slug, name}]. */
export const teamLookupQuery = (name: string) =>
  queryOptions({
    queryKey: lookupKeys.teams(name),
    queryFn: ({ signal }) => call(lookupsApi.teams, { query: { name, limit: LOOKUP_LIMIT } }, { signal }),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });

/** GET /api/lookups/members/?name=&team=&limit= → [{slug, name, team, email}]. */
export const memberLookupQuery = (name: string, team = '') =>
  queryOptions({
    queryKey: lookupKeys.members(name, team),
    queryFn: ({ signal }) => call(lookupsApi.members, { query: { name, team, limit: LOOKUP_LIMIT } }, { signal }),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });

/** GET /api/guests/?name= (the guests list, first page) → [{slug, name}], for the bar till's guest picker. */
export const guestLookupQuery = (name: string) =>
  queryOptions({
    queryKey: lookupKeys.guests(name),
    queryFn: async ({ signal }) => {
      const page = await call(guestsApi.list, { query: { name, page_size: 20 } }, { signal });
      return page.guests.map((g) => ({ slug: g.slug, name: g.name, email: g.email ?? undefined }));
    },
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
