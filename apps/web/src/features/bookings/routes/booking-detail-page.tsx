import { availableActions, CONFIRM, formatPounds, isFinalBookingStatus } from '@clubspace/contract';
import { BOOKING_RULE_MESSAGES } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useUpdateBooking, type BookingChange } from '../../../components/booking/booking-api';
import { bookingDetailQuery } from '../api/bookings-api';
import { BOOKING_DELAYS, BOOKING_TEXT } from '../../../components/booking/booking-messages';
import { dateTimeText } from '../../../components/booking/booking-time';
import { DeskBookingDialog } from '../../../components/booking/desk-booking-dialog';
import { useConfirm } from '../../../components/confirm-dialog';
import { DetailField } from '../../../components/detail-field';
import { MiniTable } from '../../../components/mini-table';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { useCanOpenFn } from '../../../components/use-can-open';
import { useInlineConfirmation } from '../../../lib/notify';
import { bookerName, originLabel, statusLabel, typeLabel } from '../components/booking-labels';
import { MeetingRoomDialog } from '../components/meeting-room-dialog';
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
  const canOpen = useCanOpenFn();
  useInlineConfirmation(Boolean(message));

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <Alert severity="error">{detail.error.message}</Alert>;
  const b = detail.data;
  const open = !isFinalBookingStatus(b.status);
  // Check In only inside the check-in window (issue 24; the default minutes — the server applies the booking rules').
  const can = availableActions(b, { now: new Date() });

  const act = async (body: BookingChange, done: string) => {
    try {
      await update.mutateAsync({ code: b.code, body });
      setMessage(done);
      // The seeds reload the booking one second after a change.
      reload.current = setTimeout(() => void detail.refetch(), BOOKING_DELAYS.reload);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : BOOKING_TEXT.updateFailed);
    }
  };

  const actions = open && (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {can.check_in && (
        <Button variant="outlined" onClick={() => act({ action: 'check_in' }, BOOKING_TEXT.checkedIn)} disabled={update.isPending}>
          Check In
        </Button>
      )}
      <Button variant="outlined" onClick={() => setEditing(true)} disabled={update.isPending}>
        Update
      </Button>
      <Button color="error" variant="outlined" onClick={() => confirm.ask(CONFIRM.cancelBooking(b.code), () => act({ action: 'cancel' }, BOOKING_TEXT.cancelled))} disabled={update.isPending}>
        Cancel booking
      </Button>
      <Button color="error" variant="contained" onClick={() => confirm.ask(CONFIRM.refundBooking(b.code), () => act({ action: 'refund' }, BOOKING_TEXT.refunded))} disabled={update.isPending}>
        Cancel & Refund
      </Button>
    </Stack>
  );

  // Every related record is a link (issue 24 §11), unless the staff member's sections do not open it.
  const linkTo = (path: string, text: string) =>
    canOpen(path) ? (
      <Link component={RouterLink} to={path}>
        {text}
      </Link>
    ) : (
      text
    );
  const line = b.invoice_line;
  const lineText = line ? `${statusLabel(line.status)}${line.payment_reference ? ` · ${line.payment_reference}` : ''}` : '';

  const field = (label: string, value: React.ReactNode) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <DetailField label={label}>{value}</DetailField>
    </Grid>
  );

  return (
    <Stack spacing={2}>
      {message && (
        <Alert severity="success" role="status" onClose={() => setMessage('')}>
          {message}
        </Alert>
      )}
      <SectionCard title={`Booking ${b.code}`} actions={actions}>
        <Grid container spacing={2}>
          {field('Booking type', typeLabel(b.booking_type))}
          {field('Origin', originLabel(b.origin))}
          {field('Status', statusLabel(b.status))}
          {field('Office', b.office.name)}
          {field('Work area', b.work_area?.name)}
          {field('Resource', b.resource?.name)}
          {field('Planned start', dateTimeText(b.planned_start, timeZone))}
          {field('Planned end', dateTimeText(b.planned_end, timeZone))}
          {field('Real start', dateTimeText(b.real_start, timeZone))}
          {field('Real end', dateTimeText(b.real_end, timeZone))}
          {field('Member', b.member && linkTo(`/members/${b.member.slug}`, bookerName({ member: b.member, guest: null, team: null })))}
          {field('Guest', b.guest && linkTo(`/members/guests/${b.guest.slug}`, `${b.guest.name}${b.guest.email ? ` (${b.guest.email})` : ''}`))}
          {field('Team', b.team && linkTo(`/members/companies/${b.team.slug}`, b.team.name))}
          {field('Client', b.client?.name)}
          {field('Membership', b.membership && linkTo(`/members/memberships/${b.membership.slug}`, b.membership.name))}
          {field('Single price', b.single_price === null ? '' : formatPounds(b.single_price))}
          {field('Price', b.price === null ? '' : formatPounds(b.price))}
          {field('Credits used', b.credits_used ? String(b.credits_used) : '')}
          {field('Invoice', line && linkTo(`/members/invoices/${line.invoice.slug}`, line.invoice.name))}
          {field('Invoice line', line && linkTo(`/members/invoices/${line.invoice.slug}`, `${line.name} · ${lineText}`))}
          {field('Comments', b.comments)}
          {b.rules_override && field('Booking rules', `${BOOKING_RULE_MESSAGES.overriddenBy(b.rules_override.staff)}: ${b.rules_override.note}`)}
        </Grid>
      </SectionCard>
      <SeriesCard bookingCode={b.code} timeZone={timeZone} />
      <SectionCard title="Orders">
        <MiniTable
          label="Booking orders"
          columns={[
            { key: 'code', header: 'Code', render: (o) => o.code },
            { key: 'status', header: 'Status', render: (o) => statusLabel(o.status) },
            { key: 'price', header: 'Price', render: (o) => formatPounds(o.price) },
          ]}
          rows={b.orders}
          getRowId={(o) => o.slug}
          rowHref={(o) => `/food-and-drinks/${o.slug}`}
          emptyText="No orders"
        />
      </SectionCard>
      <SectionCard title="Related bookings">
        <MiniTable
          label="Related bookings"
          columns={[
            { key: 'code', header: 'Code', render: (r) => r.code },
            { key: 'start', header: 'Start', render: (r) => dateTimeText(typeof r.planned_start === 'string' ? r.planned_start : null, timeZone) },
            { key: 'status', header: 'Status', render: (r) => (typeof r.status === 'string' ? statusLabel(r.status) : '') },
          ]}
          rows={b.related_bookings}
          getRowId={(r) => r.code}
          rowHref={(r) => `/bookings/${r.code}`}
          emptyText="No related bookings"
        />
      </SectionCard>
      {b.booking_type === 'meeting_room' ? (
        <MeetingRoomDialog
          open={editing}
          booking={b}
          timeZone={timeZone}
          onClose={(changed) => {
            setEditing(false);
            if (changed) reload.current = setTimeout(() => void detail.refetch(), BOOKING_DELAYS.reload);
          }}
        />
      ) : (
        <DeskBookingDialog
          open={editing}
          booking={b}
          timeZone={timeZone}
          onClose={(changed) => {
            setEditing(false);
            if (changed) reload.current = setTimeout(() => void detail.refetch(), BOOKING_DELAYS.reload);
          }}
        />
      )}
      {confirm.dialog}
      <Dialog open={Boolean(failure)} onClose={() => setFailure('')} aria-labelledby="booking-update-failed">
        <DialogTitle id="booking-update-failed">{BOOKING_TEXT.updateFailed}</DialogTitle>
        <DialogContent>
          <DialogContentText>{failure}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFailure('')}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
