import { DEFAULT_TIME_ZONE, isFinalBookingStatus } from '@clubspace/contract';
import { useQuery } from '@tanstack/react-query';

import { useForm } from 'react-hook-form';
import { useCreateBookings, useUpdateBooking } from '../../../components/booking/booking-api';
import { BookingDialogFrame, useBookingSteps } from '../../../components/booking/booking-dialog-frame';
import { overriding, useRuleOverride } from '../../../components/booking/rule-override';
import { refSlug, resourcesLookup } from '../../../components/booking/booking-lookups';
import { BOOKING_TEXT } from '../../../components/booking/booking-messages';
import type { BookingItem } from '../../../components/booking/booking-types';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { meetingRoomResolver, roomEntry, roomUpdate, roomValues, type MeetingRoomValues, type RoomSlot } from './meeting-room-form';
import { MeetingRoomFields } from './meeting-room-fields';
import { notifySuccess } from '../../../lib/notify';
import { SeriesPreview, SeriesPreviewActions } from './series-preview';
import { useSeriesRepeat } from './series-repeat-section';
import { useRoomAvailability } from './use-room-availability';

export interface MeetingRoomDialogProps {
  open: boolean;
  onClose: (changed: boolean) => void;
  /** A new booking for this room and window (picked on the calendar). */
  slot?: RoomSlot | null;
  /** Or an existing booking to change. */
  booking?: BookingItem | null;
  office?: string;
  timeZone?: string;
}

/** The meeting-room booking dialog (spec §2.2, §5): price, credits and the busy check follow every change live. */
export function MeetingRoomDialog(props: MeetingRoomDialogProps) {
  if (!props.open) return null;
  return <MeetingRoomDialogBody {...props} />;
}

function MeetingRoomDialogBody({ onClose, slot, booking, office: officeProp, timeZone = DEFAULT_TIME_ZONE }: MeetingRoomDialogProps) {
  const office = booking?.office.slug ?? officeProp ?? '';
  const form = useForm<MeetingRoomValues>({
    defaultValues: roomValues(slot ?? null, booking, timeZone),
    resolver: meetingRoomResolver(office, timeZone),
    shouldFocusError: false,
  });
  const { watch, handleSubmit, formState, setError } = form;
  const values = watch();
  const create = useCreateBookings();
  const update = useUpdateBooking();
  const rooms = useQuery({ ...resourcesLookup({ office, resource_type: 'meeting_room' }), enabled: Boolean(office) });

  const availability = useRoomAvailability(values, booking?.code, timeZone);
  const { busy } = availability;
  const pending = create.isPending || update.isPending || formState.isSubmitting;

  const fail = (err: unknown) => {
    if (!applyServerErrors(err, setError, Object.keys(form.getValues()))) {
      setError('root.server', { type: 'server', message: err instanceof ApiError || err instanceof Error ? err.message : BOOKING_TEXT.updateFailed });
    }
  };

  // Repeat (issue 11): a new booking may become a series; 'Check dates' previews it before anything is saved.
  const repeat = useSeriesRepeat();
  const steps = useBookingSteps({ booking, send: (code, body) => update.mutateAsync({ code, body }), onClose, onError: fail });

  const rules = useRuleOverride();
  const submit = handleSubmit(async (v) => {
    if (!booking && repeat.on) return repeat.check(roomEntry(v, office, timeZone)).catch(fail);
    if (busy) return setError('root.server', { type: 'busy', message: BOOKING_TEXT.roomBusy });
    try {
      if (booking) {
        const room = rooms.data?.find((r) => r.slug === v.resource);
        await rules.withOverride((o) =>
          update.mutateAsync({ code: booking.code, body: overriding(roomUpdate(v, booking, refSlug(room?.work_area) ?? '', timeZone), o) }),
        );
      } else await rules.withOverride((o) => create.mutateAsync([overriding(roomEntry(v, office, timeZone), o)]));
      onClose(true);
    } catch (err) {
      fail(err);
    }
  });

  const open = !booking || !isFinalBookingStatus(booking.status);
  const roomOptions = (rooms.data ?? []).map((r) => ({ value: r.slug, label: r.name }));
  if (booking?.resource && !roomOptions.some((o) => o.value === booking.resource?.slug))
    roomOptions.unshift({ value: booking.resource.slug, label: booking.resource.name });
  // A checked series replaces the form (kept mounted, hidden) so its dates are in view with one row of actions.
  const entry = roomEntry(values, office, timeZone);
  const previewing = !booking && repeat.shownFor(entry) !== null;
  const booked = (detail: string) => {
    notifySuccess(detail);
    onClose(true);
  };

  return (
    <BookingDialogFrame
      title={booking ? `Meeting Room Booking ${booking.code}` : 'Meeting Room Booking'}
      steps={steps}
      booking={booking}
      editable={open}
      busy={pending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={booking ? 'Save' : repeat.on ? 'Check dates' : 'Book'}
      submitDisabled={busy && !repeat.on}
      actions={previewing ? <SeriesPreviewActions repeat={repeat} entry={entry} onBooked={booked} /> : undefined}
    >
      {previewing && <SeriesPreview repeat={repeat} entry={entry} timeZone={timeZone} />}
      <MeetingRoomFields
        form={form}
        values={values}
        booking={booking}
        roomOptions={roomOptions}
        availability={availability}
        repeat={repeat}
        hidden={previewing}
      />
      {rules.dialog}
    </BookingDialogFrame>
  );
}
