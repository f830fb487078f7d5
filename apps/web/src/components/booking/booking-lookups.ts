import { guestsApi, LOOKUP_LIMIT, RESOURCE_BUSY_LABEL } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client';

// Picker lookups of the space area (briefs/space-shared.md) and the brokers / team guests the booking forms need.
export interface OfficeOption {
  slug: string;
  name: string;
  time_zone: string;
}
export interface FloorOption {
  slug: string;
  name: string;
}
export interface WorkAreaOption {
  slug: string;
  name: string;
  area_type: string;
  floor: unknown;
  office: unknown;
}
export interface ResourceOption {
  slug: string;
  name: string;
  resource_type: string;
  status: string;
  /** Only when asked for a window: already booked in it (issue 24). */
  busy?: boolean;
  work_area: unknown;
  floor: unknown;
  office: unknown;
}
export interface FloorItem {
  slug: string;
  name: string;
  order: number;
  office: { slug: string; name: string };
  floor_map: { scale: number; width: number; height: number; image: string | null };
  resources_count: number;
}
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

const lookup = <T>(what: string, path: string, list: string, query: Record<string, string>) =>
  queryOptions({
    queryKey: bookingLookupKeys.of(what, query),
    queryFn: async ({ signal }) => {
      const body = await api.get<Record<string, T[]> | T[]>(path, { ...query, limit: LOOKUP_LIMIT * 10 }, { signal });
      return Array.isArray(body) ? body : (body[list] ?? []);
    },
    staleTime: 60_000,
  });

export const officesLookup = () => lookup<OfficeOption>('offices', '/api/lookups/offices/', 'offices', {});
export const floorsLookup = (office: string) => lookup<FloorOption>('floors', '/api/lookups/floors/', 'floors', { office });
export const workAreasLookup = (office: string, floor = '') =>
  lookup<WorkAreaOption>('work-areas', '/api/lookups/work-areas/', 'work_areas', { office, floor });
/** With a window (start and end instants) every resource says whether it is busy then; `exclude` is the edited booking. */
export const resourcesLookup = (query: { office: string; floor?: string; work_area?: string; resource_type?: string; start?: string; end?: string; exclude?: string }) =>
  lookup<ResourceOption>('resources', '/api/lookups/resources/', 'resources', {
    office: query.office,
    floor: query.floor ?? '',
    work_area: query.work_area ?? '',
    resource_type: query.resource_type ?? '',
    ...(query.start && query.end ? { start: query.start, end: query.end } : {}),
    ...(query.exclude ? { exclude: query.exclude } : {}),
  });

/** A resource as a select option: a busy one says so and cannot be picked. */
export const resourceOption = (r: Pick<ResourceOption, 'slug' | 'name' | 'busy'>): { value: string; label: string; disabled?: boolean } => ({
  value: r.slug,
  label: r.busy ? `${r.name} (${RESOURCE_BUSY_LABEL})` : r.name,
  disabled: Boolean(r.busy),
});

/** GET /api/floors/?office= : the office's floors with their plan (image, height). */
export const floorsQuery = (office: string) =>
  queryOptions({
    queryKey: bookingLookupKeys.of('floors-full', { office }),
    queryFn: async ({ signal }) => (await api.get<{ floors: FloorItem[] }>('/api/floors/', { office }, { signal })).floors,
    staleTime: 60_000,
  });

/** GET /api/clients/?role=broker (seed 1 §7): the brokers a booking may be made for. */
export const brokersQuery = () =>
  queryOptions({
    queryKey: bookingLookupKeys.of('brokers', {}),
    queryFn: async ({ signal }) => {
      const body = await api.get<{ clients?: { slug: string; name: string }[] } | { slug: string; name: string }[]>(
        '/api/clients/',
        { role: 'broker', page_size: 1000 },
        { signal },
      );
      return Array.isArray(body) ? body : (body.clients ?? []);
    },
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
