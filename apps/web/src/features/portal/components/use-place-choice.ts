import { DEFAULT_TIME_ZONE, isoDayInZone } from '@clubspace/contract';
import { useState } from 'react';
import { usePortalOffices, type DesksQuery } from '../api/portal-booking-queries';
import type { PlaceChoice } from './portal-place-picker';

/** The offices and the member's choice of office, floor and day: the first office, its first floor and today until changed. */
export function usePlaceChoice(ws: string) {
  const offices = usePortalOffices(ws);
  const [picked, setPicked] = useState<PlaceChoice | null>(null);
  const first = offices.data?.offices[0];
  const choice =
    picked ?? (first ? { office: first.slug, floor: first.floors[0]?.slug ?? '', day: isoDayInZone(new Date(), first.time_zone), endDay: '' } : null);
  const timeZone = offices.data?.offices.find((o) => o.slug === choice?.office)?.time_zone ?? DEFAULT_TIME_ZONE;
  return { offices, choice, setChoice: setPicked, timeZone, today: isoDayInZone(new Date(), timeZone) };
}

/** The desks query of a choice, or null while its days are incomplete or backwards. */
export function desksQuery(c: PlaceChoice | null): DesksQuery | null {
  if (!c || !c.day || (c.endDay && c.endDay < c.day)) return null;
  return { office: c.office, floor: c.floor || undefined, day: c.day, end_day: c.endDay || undefined };
}
