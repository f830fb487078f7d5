import { BOOKING_RULE_MESSAGES, formatPounds } from '@clubspace/contract';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { dateTimeText } from '../../../components/booking/booking-time';
import type { BookingDetail } from '../../../components/booking/booking-types';
import { DetailField } from '../../../components/detail-field';
import { useCanOpenFn } from '../../../components/use-can-open';
import { bookerName, channelLabel, originLabel, statusLabel, typeLabel } from './booking-labels';

/** Every field of a booking on its detail page, the related records as links. */
export function BookingDetailFields({ booking: b, timeZone }: { booking: BookingDetail; timeZone: string }) {
  const canOpen = useCanOpenFn();
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

  const field = (label: string, value: ReactNode) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <DetailField label={label}>{value}</DetailField>
    </Grid>
  );

  return (
    <Grid container spacing={2}>
      {field('Booking type', typeLabel(b.booking_type))}
      {field('Origin', originLabel(b.origin))}
      {field('Channel', channelLabel(b.channel))}
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
  );
}
