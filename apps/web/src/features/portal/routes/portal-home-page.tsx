import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePortalHome, useWorkspace } from '../api/portal-queries';
import { PortalHomeNotices } from '../notices/components/portal-home-notices';
import { PortalBookingCard } from '../components/portal-booking-card';
import { usePortalBookingActions } from '../components/use-portal-booking-actions';

/** Home: the welcome, today's and upcoming bookings (check in, cancel), credits left and unpaid invoices. */
export default function PortalHomePage() {
  const ws = useWorkspace();
  const home = usePortalHome(ws);
  const { cardProps, outcome, dialog } = usePortalBookingActions(ws);
  if (!home.data) return <CircularProgress aria-label="Loading" />;
  const h = home.data;
  const now = new Date();
  const card = (b: (typeof h.today)[number]) => <PortalBookingCard key={b.code} booking={b} now={now} {...cardProps} />;
  return (
    <Stack spacing={2}>
      {h.welcome_text ? <Typography>{h.welcome_text}</Typography> : null}
      {outcome}
      <PortalHomeNotices ws={ws} />
      <Typography variant="h6" component="h2">
        Today
      </Typography>
      {h.today.length ? h.today.map(card) : <Typography color="text.secondary">No bookings today</Typography>}
      <Typography variant="h6" component="h2">
        Coming up
      </Typography>
      {h.upcoming.length ? h.upcoming.map(card) : <Typography color="text.secondary">Nothing booked yet</Typography>}
      {h.credits ? (
        <Card variant="outlined">
          <CardContent>
            <Typography>
              Credits left: {h.credits.left} of {h.credits.total}
            </Typography>
          </CardContent>
        </Card>
      ) : null}
      {h.unpaid_invoices.length ? (
        <>
          <Typography variant="h6" component="h2">
            Unpaid invoices
          </Typography>
          {h.unpaid_invoices.map((i) => (
            <Typography key={i.slug}>
              {i.name} · £{i.outstanding.toFixed(2)}
              {i.date_due ? ` · due ${i.date_due}` : ''}
              {i.overdue ? ' · overdue' : ''}
            </Typography>
          ))}
        </>
      ) : null}
      {dialog}
    </Stack>
  );
}
