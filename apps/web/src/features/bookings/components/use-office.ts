import { DEFAULT_TIME_ZONE, isoDayInZone } from '@clubspace/contract';
import { useQuery } from '@tanstack/react-query';
import { officesLookup } from '../../../components/booking/booking-lookups';
import { useSession } from '../../../lib/session';

/** The layout office the bookings screens work in, its time zone and "today" there. */
export function useBookingOffice() {
  const session = useSession();
  const office = session.data?.active_office ?? null;
  const offices = useQuery(officesLookup());
  const timeZone = offices.data?.find((o) => o.slug === office?.slug)?.time_zone ?? DEFAULT_TIME_ZONE;
  return { office, slug: office?.slug ?? '', floors: office?.floors ?? [], timeZone, today: isoDayInZone(new Date(), timeZone) };
}
