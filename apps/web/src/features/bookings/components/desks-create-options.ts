import { useQuery } from '@tanstack/react-query';
import { deskPriceQuery } from '../../../components/booking/booking-api';
import { brokersQuery, officesLookup, resourcesLookup, teamGuestsQuery, workAreasLookup } from '../../../components/booking/booking-lookups';
import { quoteQuery } from '../../../components/booking/booking-quote';
import { daysBetween, desksEntries, type DesksCreateOutput, type DesksCreateValues } from './desks-create-form';

/** What the Desks sub-form chooses from (offices, work areas, desks free over the window, guests, brokers) and its price. */
export function useDesksCreateOptions(values: DesksCreateValues, timeZone: string) {
  const { booking_type: type, office, work_area: workArea, team, start_day: startDay, finish_day: finishDay } = values;
  const offices = useQuery(officesLookup());
  const areas = useQuery({ ...workAreasLookup(office), enabled: Boolean(office) });
  // The chosen window (first day's start to the last day's end) marks desks already booked then (issue 24).
  const span =
    office && startDay
      ? desksEntries(
          { ...values, desks: 1, resource: '', finish_day: finishDay && finishDay >= startDay ? finishDay : startDay } as DesksCreateOutput,
          timeZone,
        )
      : [];
  const resources = useQuery({
    ...resourcesLookup({
      office,
      work_area: workArea,
      resource_type: type === 'suite' ? '' : 'hot_desk,desk',
      start: span[0]?.start,
      end: span.at(-1)?.end,
    }),
    enabled: Boolean(office && workArea),
  });
  const guests = useQuery(teamGuestsQuery(team));
  const brokers = useQuery(brokersQuery());
  // The quote of exactly what Create books on the first day (issue 23): each day is booked, and invoiced, alike.
  const firstDay =
    office && team && workArea && startDay
      ? desksEntries({ ...values, desks: Number(values.desks) || 1, finish_day: startDay } as DesksCreateOutput, timeZone)
      : [];
  const quote = quoteQuery(firstDay);
  const price = useQuery({ ...deskPriceQuery(quote ?? {}), enabled: Boolean(quote) });
  const days = startDay && finishDay && finishDay >= startDay ? daysBetween(startDay, finishDay).length : 1;
  return { offices, areas, resources, guests, brokers, price, days };
}
