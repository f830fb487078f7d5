import { useQuery } from '@tanstack/react-query';
import { roomAvailabilityQuery } from '../api/bookings-api';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { roomWindow, type MeetingRoomValues } from './meeting-room-form';

/**
 * The meeting-room dialog's live check of the picked room and window: busy or free, price and credits. Debounced so
 * dragging through the time selects does not fire a call per step.
 */
export function useRoomAvailability(values: MeetingRoomValues, bookingCode: string | undefined, timeZone: string) {
  const picked = roomWindow(values, timeZone);
  const windowKey = useDebouncedValue(picked ? `${picked.start}|${picked.end}` : '', 300);
  const [wStart, wEnd] = windowKey.split('|');
  const window = windowKey ? { start: wStart, end: wEnd } : null;
  const check = useQuery({
    // Priced for exactly who Book sends (issue 23): the referral or member first, then the team or the team's guest.
    ...roomAvailabilityQuery({
      resource: values.resource,
      start: window?.start,
      end: window?.end,
      code: bookingCode,
      team: values.team || undefined,
      member: values.referral || values.member || undefined,
      guest: values.team ? values.guest || undefined : undefined,
    }),
    enabled: Boolean(values.resource && window),
  });
  const busy = check.data?.status === 'busy';
  return { check, busy, ready: Boolean(values.resource && window) };
}

export type RoomCheck = ReturnType<typeof useRoomAvailability>['check'];
