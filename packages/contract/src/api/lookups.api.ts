import { z } from 'zod';
import { get } from '../endpoint.ts';
import { memberLookupItem, memberLookupQuery, teamLookupItem, teamLookupQuery } from '../members.ts';

/** Pickers (GUIDE §7): teams and members, slug + display name only, searchable and capped, open to any staff. */
export const lookupsApi = {
  teams: get({
    path: '/api/lookups/teams/',
    summary: 'Teams for pickers, by name (limit default 100, up to 1000)',
    query: teamLookupQuery,
    response: z.array(teamLookupItem),
  }),
  members: get({
    path: '/api/lookups/members/',
    summary: "Members for pickers (the caller's offices), by first name (limit default 100, up to 1000)",
    query: memberLookupQuery,
    response: z.array(memberLookupItem),
  }),
};
