import { toInstant } from '../../../components/booking/booking-time';
import type { BookingEntry, BookingOrigin, MapResource } from '../../../components/booking/booking-types';

/** Who the map's selected desks are booked for: a referral member, or a team with a member or a guest. */
export interface SelectionWho {
  team: string;
  member: string;
  referral: string;
  guest: string;
}

export const NO_ONE: SelectionWho = { team: '', member: '', referral: '', guest: '' };

export interface SelectionWindow {
  office: string;
  floor: string;
  day: string;
  from: string;
  to: string;
  timeZone: string;
}

/** One create entry per selected desk: the entries create receives and the quote prices (issue 23). */
export function selectionEntries(desks: MapResource[], who: SelectionWho, origin: BookingOrigin, w: SelectionWindow): BookingEntry[] {
  return desks.map((d) => ({
    office: w.office,
    floor: w.floor,
    start: toInstant(w.day, w.from, w.timeZone),
    end: toInstant(w.day, w.to, w.timeZone),
    booking_type: d.resource_type === 'desk' ? 'desk' : 'hot_desk',
    resource: d.slug,
    work_area: d.work_area?.slug ?? null,
    team: who.team || null,
    member: who.referral || who.member || null,
    guest: who.guest || null,
    origin: who.referral ? 'referral' : origin,
    complimentary: origin === 'deference',
    capacity: 1,
  }));
}
