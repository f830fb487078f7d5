import { formatDate, PORTAL_MESSAGES, type PortalBooking } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePortalBook, usePortalDesks, usePortalQuote } from '../api/portal-booking-queries';
import { usePortalMe, useWorkspace } from '../api/portal-queries';
import { PortalBookedNotice } from '../components/portal-booked-notice';
import { PortalDeskList } from '../components/portal-desk-list';
import { PortalDeskPlan } from '../components/portal-desk-plan';
import { PortalError } from '../components/portal-error';
import { PortalPlacePicker } from '../components/portal-place-picker';
import { PortalPricePanel, type PayWith } from '../components/portal-price-panel';
import { desksQuery, usePlaceChoice } from '../components/use-place-choice';

const daysText = (days: string[]) =>
  days.length === 1
    ? formatDate(`${days[0]}T12:00:00`)
    : `${days.length} days, ${formatDate(`${days[0]}T12:00:00`)} to ${formatDate(`${days[days.length - 1]}T12:00:00`)}`;

/** Book a desk: office, floor and day(s); the plan and the list of free desks; the live price; Book. */
export default function PortalDesksPage() {
  const ws = useWorkspace();
  const me = usePortalMe(ws);
  const { offices, choice, setChoice, today } = usePlaceChoice(ws);
  const desks = usePortalDesks(ws, desksQuery(choice));
  const [selected, setSelected] = useState('');
  const [payWith, setPayWith] = useState<PayWith>('invoice');
  const [booked, setBooked] = useState<{ detail: string; bookings: PortalBooking[] } | null>(null);
  const desk = desks.data?.desks.find((d) => d.slug === selected && d.status === 'free');
  const days = desks.data?.days ?? [];
  const quote = usePortalQuote(ws, desk ? { resource: desk.slug, day: days } : null);
  const book = usePortalBook(ws);
  if (me.data && !me.data.settings.book_desks) return <Alert severity="info">{PORTAL_MESSAGES.desksOff}</Alert>;
  const select = (slug: string) => {
    setSelected(slug);
    setBooked(null);
    book.reset();
  };
  const submit = (pay: PayWith) => {
    if (!desk) return;
    book.mutate(
      { desk: { resource: desk.slug, days, pay_with: pay === 'prepaid' ? 'prepaid' : 'invoice' } },
      {
        onSuccess: (res) => {
          setBooked(res);
          setSelected('');
        },
      },
    );
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Book a desk
      </Typography>
      {offices.data && choice ? (
        <PortalPlacePicker
          desks
          offices={offices.data.offices}
          value={choice}
          today={today}
          onChange={(v) => {
            setChoice(v);
            select('');
          }}
        />
      ) : (
        <CircularProgress aria-label="Loading" />
      )}
      {offices.data && !offices.data.offices.length ? <Typography>No office takes bookings yet.</Typography> : null}
      {booked ? <PortalBookedNotice detail={booked.detail} bookings={booked.bookings} base={`/portal/${encodeURIComponent(ws)}`} /> : null}
      <PortalError error={desks.error} />
      {desks.isFetching && !desks.data ? <CircularProgress aria-label="Loading desks" /> : null}
      {/* Wide screens: the plan on the left, the price and the list beside it; phones: one under the other. */}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 2, width: '100%', display: desks.data?.floor?.floor_map ? undefined : 'none' }}>
          {desks.data?.floor?.floor_map ? (
            <PortalDeskPlan floor={desks.data.floor} desks={desks.data.desks} selected={selected} onSelect={select} />
          ) : null}
        </Box>
        <Stack spacing={2} sx={{ flex: 1, width: '100%' }}>
          {desk ? (
            <PortalPricePanel
              summary={`${desk.name} · ${daysText(days)}`}
              quote={quote.data}
              quoteError={quote.error}
              payWith={payWith}
              onPayWith={setPayWith}
              onBook={submit}
              booking={book.isPending}
              bookError={book.error}
            />
          ) : null}
          {desks.data ? <PortalDeskList desks={desks.data.desks} selected={selected} onSelect={select} /> : null}
        </Stack>
      </Stack>
    </Stack>
  );
}
