import { availableActions, isFinalBookingStatus } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useUpdateBooking, type BookingChange } from '../../../components/booking/booking-api';
import { bookingDetailQuery } from '../api/bookings-api';
import { BOOKING_DELAYS, BOOKING_TEXT } from '../../../components/booking/booking-messages';
import { useConfirm } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { useInlineConfirmation } from '../../../lib/notify';
import { BookingDetailActions } from '../components/booking-detail-actions';
import { BookingDetailFields } from '../components/booking-detail-fields';
import { BookingOrdersCard, RelatedBookingsCard } from '../components/booking-detail-tables';
import { BookingEditDialog } from '../components/booking-edit-dialog';
import { BookingFailureDialog } from '../components/booking-failure-dialog';
import { SeriesCard } from '../components/series-card';
import { useBookingOffice } from '../components/use-office';

/** /bookings/{code}: every field of the booking and its actions while it is not finished or cancelled. */
export default function BookingDetailPage() {
  const { code = '' } = useParams();
  const { timeZone } = useBookingOffice();
  const detail = useQuery({ ...bookingDetailQuery(code), meta: { silent: true } });
  const update = useUpdateBooking();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const [editing, setEditing] = useState(false);
  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);
  const confirm = useConfirm();
  useInlineConfirmation(Boolean(message));

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <Alert severity="error">{detail.error.message}</Alert>;
  const b = detail.data;
  const open = !isFinalBookingStatus(b.status);
  // Check In only inside the check-in window (issue 24; the default minutes — the server applies the booking rules').
  const can = availableActions(b, { now: new Date() });

  // The seeds reload the booking one second after a change.
  const reloadSoon = () => {
    reload.current = setTimeout(() => void detail.refetch(), BOOKING_DELAYS.reload);
  };
  const act = async (body: BookingChange, done: string) => {
    try {
      await update.mutateAsync({ code: b.code, body });
      setMessage(done);
      reloadSoon();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : BOOKING_TEXT.updateFailed);
    }
  };

  const actions = open && (
    <BookingDetailActions
      code={b.code}
      canCheckIn={can.check_in}
      busy={update.isPending}
      act={act}
      onUpdate={() => setEditing(true)}
      ask={confirm.ask}
    />
  );

  return (
    <Stack spacing={2}>
      {message && (
        <Alert severity="success" role="status" onClose={() => setMessage('')}>
          {message}
        </Alert>
      )}
      <SectionCard title={`Booking ${b.code}`} actions={actions}>
        <BookingDetailFields booking={b} timeZone={timeZone} />
      </SectionCard>
      <SeriesCard bookingCode={b.code} timeZone={timeZone} />
      <BookingOrdersCard orders={b.orders} />
      <RelatedBookingsCard related={b.related_bookings} timeZone={timeZone} />
      <BookingEditDialog
        open={editing}
        booking={b}
        timeZone={timeZone}
        onClose={(changed) => {
          setEditing(false);
          if (changed) reloadSoon();
        }}
      />
      {confirm.dialog}
      <BookingFailureDialog failure={failure} onClose={() => setFailure('')} />
    </Stack>
  );
}
