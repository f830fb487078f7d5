import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { deskPriceQuery } from './booking-api';
import { quoteQuery } from './booking-quote';
import { resourceOption, resourcesLookup, workAreasLookup, refSlug } from './booking-lookups';
import type { BookingItem } from './booking-types';
import { toEntry, type DeskBookingValues } from './desk-booking-form';

interface DeskBookingChoice {
  form: UseFormReturn<DeskBookingValues>;
  office: string;
  booking?: BookingItem | null;
  team: string;
  workArea: string;
  resource: string;
  /** Day, start and end are all chosen. */
  ready: boolean;
  editing: boolean;
}

/** The desk dialog's work areas and desks to choose from, the desk picked, and (creating) the price of the entry. */
export function useDeskBookingOptions({ form, office, booking, team, workArea, resource, ready, editing }: DeskBookingChoice) {
  const areas = useQuery({ ...workAreasLookup(office), enabled: Boolean(office) });
  // The chosen window marks desks already booked then (issue 24); the edited booking does not count against itself.
  const window = ready ? toEntry(form.getValues(), office, undefined) : null;
  const resources = useQuery({
    ...resourcesLookup({
      office,
      work_area: workArea,
      resource_type: 'hot_desk,desk',
      start: window?.start,
      end: window?.end,
      exclude: booking?.code,
    }),
    enabled: Boolean(office && workArea),
  });
  const picked = resources.data?.find((r) => r.slug === resource);
  // The quote of exactly the entry Save creates (issue 23): the desk (or, without one, the work area), its type and window.
  const quote = !editing && office && team && ready && workArea ? quoteQuery([toEntry(form.getValues(), office, picked?.resource_type)]) : null;
  const price = useQuery({ ...deskPriceQuery(quote ?? {}), enabled: Boolean(quote) });

  // A booking whose work area is known but not in the list (e.g. inactive) still shows its name.
  const areaOptions = (areas.data ?? []).map((a) => ({ value: a.slug, label: a.name }));
  if (booking?.work_area && !areaOptions.some((o) => o.value === booking.work_area?.slug))
    areaOptions.unshift({ value: booking.work_area.slug, label: booking.work_area.name });
  const resourceOptions = (resources.data ?? [])
    .filter((r) => !workArea || refSlug(r.work_area) === null || refSlug(r.work_area) === workArea)
    .map(resourceOption);
  if (booking?.resource && booking.work_area?.slug === workArea && !resourceOptions.some((o) => o.value === booking.resource?.slug))
    resourceOptions.unshift({ value: booking.resource.slug, label: booking.resource.name });
  return { areaOptions, resourceOptions, picked, price };
}
