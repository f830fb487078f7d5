import { useState } from 'react';
import { useUpdateBooking } from '../../../components/booking/booking-api';
import type { BookingItem, MapResource } from '../../../components/booking/booking-types';
import { assignUpdate } from '../../../components/booking/desk-booking-form';
import { overriding, useRuleOverride } from '../../../components/booking/rule-override';
import { notifyError, notifySuccess } from '../../../lib/notify';

/** Map interaction (spec §4): selecting desks to book, or assigning a desk to one booking. */
type Mode = { kind: 'selecting' } | { kind: 'assigning'; booking: BookingItem };

/** Assigning a desk on the map: which booking waits for a desk click, and the move once a free desk is clicked. */
export function useMapAssign() {
  const [mode, setMode] = useState<Mode>({ kind: 'selecting' });
  const assign = useUpdateBooking();
  // Assigning a desk is a move: a desk whose own rules refuse it asks 'Book anyway', as the booking dialogs do.
  const rules = useRuleOverride();

  const assignTo = async (resource: MapResource) => {
    if (mode.kind !== 'assigning') return;
    try {
      const booking = mode.booking;
      await rules.withOverride((override) => assign.mutateAsync({ code: booking.code, body: overriding(assignUpdate(booking, resource), override) }));
      notifySuccess(`${resource.name} assigned to ${mode.booking.code}`);
    } catch (err) {
      notifyError(err);
    }
    setMode({ kind: 'selecting' });
  };
  const stop = () => setMode({ kind: 'selecting' });
  /** A booking card's Assign: starts assigning it, or stops when it was the one waiting. */
  const toggle = (b: BookingItem) =>
    setMode(mode.kind === 'assigning' && mode.booking.code === b.code ? { kind: 'selecting' } : { kind: 'assigning', booking: b });

  return { assigning: mode.kind === 'assigning' ? mode.booking : null, assignTo, stop, toggle, dialog: rules.dialog };
}
