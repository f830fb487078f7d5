import { CONFIRM, portalApi, type PortalBooking } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import { useConfirm } from '../../../components/confirm-dialog';
import { notifyError } from '../../../lib/notify';
import { portalDownload } from '../api/portal-client';
import { useBookingAction } from '../api/portal-queries';
import { PortalError } from './portal-error';

/**
 * What a booking card does on home and My bookings: check in, cancel after a confirmation (the server's refusal, such
 * as the operator's cancellation window, shown in its words), and add to calendar (the booking's .ics).
 */
export function usePortalBookingActions(ws: string) {
  const act = useBookingAction(ws);
  const confirm = useConfirm();
  const cardProps = {
    busy: act.isPending,
    onCheckIn: (booking: PortalBooking) => act.mutate({ action: 'checkIn', booking }),
    onCancel: (booking: PortalBooking) =>
      confirm.ask(CONFIRM.portalCancelBooking(booking.resource?.name ?? booking.code), () => act.mutateAsync({ action: 'cancel', booking })),
    onCalendar: (booking: PortalBooking) =>
      void portalDownload(ws, portalApi.ics, { params: { code: booking.code } }, `booking-${booking.code}.ics`).catch(notifyError),
  };
  const outcome = act.error ? <PortalError error={act.error} /> : act.data ? <Alert severity="success">{act.data.detail}</Alert> : null;
  return { cardProps, outcome, dialog: confirm.dialog };
}
