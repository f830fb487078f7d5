import { LIVE_BOOKINGS_EVENT, liveApi } from '@clubspace/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEventStream } from '../../lib/event-stream';
import { bookingKeys } from './booking-api';

/** Several changes in a burst (a multi-desk booking, a series) refresh once. */
const SETTLE_MS = 150;

/**
 * Keeps the map and the calendar of an office live: when anyone changes a booking there, the server says so within a
 * second and every bookings query refreshes, so two people at the front desk never work on stale state. A reconnect
 * refreshes too, in case a change was missed while the stream was down.
 */
export function useLiveBookings(club: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!club) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opened = 0;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }), SETTLE_MS);
    };
    const stop = followEventStream(
      liveApi.bookings,
      { query: { club } },
      (e) => {
        if (e.event === LIVE_BOOKINGS_EVENT) refresh();
      },
      () => {
        if (opened++ > 0) refresh();
      },
    );
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [club, queryClient]);
}
