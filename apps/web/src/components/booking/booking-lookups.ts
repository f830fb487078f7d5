import { LOOKUP_LIMIT, RESOURCE_BUSY_LABEL, clientsApi, floorsApi, guestsApi, spaceLookupsApi, type ResourceLookup } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

// Picker lookups of the space area (briefs/space-shared.md) and the brokers / team guests the booking forms need.
export interface GuestOption {
  slug: string;
  name: string;
  email?: string | null;
}

const slugOf = (ref: unknown): string | null =>
  ref && typeof ref === 'object' && 'slug' in ref ? String((ref as { slug: unknown }).slug) : typeof ref === 'string' ? ref : null;
/** Lookup rows carry their parent as a slug or as {slug, name}; compare either way. */
export const refSlug = slugOf;

export const bookingLookupKeys = {
  all: ['booking-lookups'] as const,
  of: (what: string, query: Record<string, string>) => [...bookingLookupKeys.all, what, query] as const,
};

/** One picker lookup: its rows, cached a minute under what it asked. */
const lookup = <T>(
  what: string,
  query: Record<string, string>,
  rows: (query: Record<string, string | number>, signal: AbortSignal) => Promise<T[]>,
) =>
  queryOptions({
    queryKey: bookingLookupKeys.of(what, query),
    queryFn: ({ signal }) => rows({ ...query, limit: LOOKUP_LIMIT * 10 }, signal),
    staleTime: 60_000,
  });

export const officesLookup = () =>
  lookup('offices', {}, async (query, signal) => (await call(spaceLookupsApi.offices, { query }, { signal })).offices);
export const floorsLookup = (office: string) =>
  lookup('floors', { office }, async (query, signal) => (await call(spaceLookupsApi.floors, { query }, { signal })).floors);
export const workAreasLookup = (office: string, floor = '') =>
  lookup('work-areas', { office, floor }, async (query, signal) => (await call(spaceLookupsApi.workAreas, { query }, { signal })).work_areas);
/** With a window (start and end instants) every resource says whether it is busy then; `exclude` is the edited booking. */
export const resourcesLookup = (query: {
  office: string;
  floor?: string;
  work_area?: string;
  resource_type?: string;
  start?: string;
  end?: string;
  exclude?: string;
}) =>
  lookup(
    'resources',
    {
      office: query.office,
      floor: query.floor ?? '',
      work_area: query.work_area ?? '',
      resource_type: query.resource_type ?? '',
      ...(query.start && query.end ? { start: query.start, end: query.end } : {}),
      ...(query.exclude ? { exclude: query.exclude } : {}),
    },
    async (q, signal) => (await call(spaceLookupsApi.resources, { query: q }, { signal })).resources,
  );

/** A resource as a select option: a busy one says so and cannot be picked. */
export const resourceOption = (r: Pick<ResourceLookup, 'slug' | 'name' | 'busy'>): { value: string; label: string; disabled?: boolean } => ({
  value: r.slug,
  label: r.busy ? `${r.name} (${RESOURCE_BUSY_LABEL})` : r.name,
  disabled: Boolean(r.busy),
});

/** GET /api/floors/?office= : the office's floors with their plan (image, height). */
export const floorsQuery = (office: string) =>
  queryOptions({
    queryKey: bookingLookupKeys.of('floors-full', { office }),
    queryFn: async ({ signal }) => (await call(floorsApi.list, { query: { office } }, { signal })).floors,
    staleTime: 60_000,
  });

/** GET /api/clients/?role=broker (seed 1 §7): the brokers a booking may be made for. */
export const brokersQuery = () =>
  queryOptions({
    queryKey: bookingLookupKeys.of('brokers', {}),
    queryFn: async ({ signal }) => (await call(clientsApi.brokers, { query: { role: 'broker', page_size: 1000 } }, { signal })).clients,
    staleTime: 60_000,
    meta: { silent: true },
  });

/** GET /api/team-guests/?team= : the team's guests. */
export const teamGuestsQuery = (team: string) =>
  queryOptions({
    queryKey: bookingLookupKeys.of('team-guests', { team }),
    queryFn: ({ signal }) => call(guestsApi.teamGuests, { query: { team } }, { signal }),
    enabled: Boolean(team),
    staleTime: 60_000,
    meta: { silent: true },
  });
