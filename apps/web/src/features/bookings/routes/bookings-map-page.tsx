import { addDaysIso, dayBounds, MAP_RESOURCE_TYPES, isFinalBookingStatus } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateBooking } from '../../../components/booking/booking-api';
import { spaceAvailabilityQuery } from '../api/bookings-api';
import { brokersQuery, floorsQuery } from '../../../components/booking/booking-lookups';
import { BOOKING_DELAYS } from '../../../components/booking/booking-messages';
import type { BookingItem, MapResource } from '../../../components/booking/booking-types';
import { DeskBookingDialog } from '../../../components/booking/desk-booking-dialog';
import { assignUpdate } from '../../../components/booking/desk-booking-form';
import { overriding, useRuleOverride } from '../../../components/booking/rule-override';
import { FloorPlan, type FloorPlanDesk } from '../../../components/floor-plan/floor-plan';
import { TeamPicker } from '../../../components/team-picker';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { BookingCard } from '../components/booking-card';
import { DeskSelectionPanel } from '../components/desk-selection-panel';
import { MapSummary } from '../components/map-summary';
import { useBookingOffice } from '../components/use-office';
import { useMapBlocks } from '../components/map-blocks';
import { useLiveBookings } from '../../../components/booking/use-live-bookings';
import { DayInput } from '../../../components/day-input';

type CardFilter = 'all' | 'assigned' | 'pending';
/** Map interaction (spec §4): selecting desks to book, or assigning a desk to one booking. */
type Mode = { kind: 'selecting' } | { kind: 'assigning'; booking: BookingItem };

/** /bookings/map: the floor's desks for a day, its bookings, and booking or assigning desks by clicking them. */
export default function BookingsMapPage() {
  const { slug: office, floors: sessionFloors, timeZone, today } = useBookingOffice();
  useLiveBookings(office);
  const [search, setSearch] = useSearchParams();
  const floors = useQuery({ ...floorsQuery(office), enabled: Boolean(office), meta: { silent: true } });
  const floorList = floors.data ?? sessionFloors.map((f, i) => ({ ...f, order: i, floor_map: null, office: null, resources_count: 0 }));
  const floor = search.get('floor') ?? floorList[0]?.slug ?? '';
  const day = search.get('day') ?? today;
  const setParam = (key: string, value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const [team, setTeam] = useState('');
  const [client, setClient] = useState('');
  const [filter, setFilter] = useState<CardFilter>('all');
  const [selected, setSelected] = useState<string[]>([]);
  const [mode, setMode] = useState<Mode>({ kind: 'selecting' });
  const [editing, setEditing] = useState<BookingItem | null>(null);
  const brokers = useQuery(brokersQuery());
  const assign = useUpdateBooking();
  // Assigning a desk is a move: a desk whose own rules refuse it asks 'Book anyway', as the booking dialogs do.
  const rules = useRuleOverride();

  const bounds = dayBounds(day, timeZone);
  const availability = useQuery({
    ...spaceAvailabilityQuery({ start: bounds.start.toISOString(), end: bounds.end.toISOString(), club: office, floor, team, client }),
    enabled: Boolean(office && floor),
  });
  const data = availability.data;
  const resources = (data?.office_resources ?? []).filter(
    (r) => (MAP_RESOURCE_TYPES as readonly string[]).includes(r.resource_type) && (!r.floor || r.floor.slug === floor),
  );
  const byslug = new Map(resources.map((r) => [r.slug, r]));
  const holder = new Map<string, string>();
  for (const b of data?.bookings ?? []) if (b.resource && b.member) holder.set(b.resource.slug, b.member.user.first_name);
  const desks: FloorPlanDesk[] = resources.map((r) => ({
    slug: r.slug,
    name: r.name,
    resource_type: r.resource_type,
    status: r.status,
    x: r.x,
    y: r.y,
    tone: r.map_status,
    caption: r.map_status === 'booked' ? holder.get(r.slug) : r.map_status === 'blocked' ? (r.block_reason ?? undefined) : undefined,
  }));
  const cards = (data?.bookings ?? []).filter((b) => b.booking_type !== 'meeting_room' && (filter === 'all' || (filter === 'assigned' ? b.resource : !b.resource)));
  const plan = floorList.find((f) => f.slug === floor);
  const blocking = useMapBlocks({ office, floor, day, timeZone, onPlaced: () => setSelected([]) });

  const onDeskClick = async (desk: FloorPlanDesk) => {
    const resource = byslug.get(desk.slug);
    if (!resource || resource.map_status !== 'free') {
      if (resource?.map_status === 'blocked') blocking.onBlockedDesk(resource.slug, resource.name);
      if (resource?.map_status === 'booked') {
        const b = data?.bookings.find((x) => x.resource?.slug === desk.slug && !isFinalBookingStatus(x.status));
        if (b) setEditing(b);
      }
      return;
    }
    if (mode.kind === 'assigning') {
      try {
        const booking = mode.booking;
        await rules.withOverride((override) => assign.mutateAsync({ code: booking.code, body: overriding(assignUpdate(booking, resource), override) }));
        notifySuccess(`${resource.name} assigned to ${mode.booking.code}`);
      } catch (err) {
        notifyError(err);
      }
      setMode({ kind: 'selecting' });
      return;
    }
    setSelected((s) => (s.includes(desk.slug) ? s.filter((x) => x !== desk.slug) : [...s, desk.slug]));
  };

  const changeDay = (next: string) => {
    setSelected([]);
    setMode({ kind: 'selecting' });
    setParam('day', next === today ? '' : next);
  };

  return (
    <Stack spacing={2}>
      {rules.dialog}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }} useFlexGap>
        <ToggleButtonGroup exclusive size="small" value={floor} onChange={(_e, v: string | null) => v && (setSelected([]), setParam('floor', v))} aria-label="Floors">
          {floorList.map((f) => (
            <ToggleButton key={f.slug} value={f.slug}>
              {f.name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" variant={day === today ? 'contained' : 'outlined'} onClick={() => changeDay(today)}>
          Today
        </Button>
        <Button size="small" variant={day === addDaysIso(today, 1) ? 'contained' : 'outlined'} onClick={() => changeDay(addDaysIso(today, 1))}>
          Tomorrow
        </Button>
        <DayInput size="small" label="Day" value={day} onChange={(next) => next && changeDay(next)} />
      </Stack>
      {floorList.length === 0 && floors.isSuccess && <Alert severity="info">This office has no floors yet.</Alert>}
      {availability.isError && <Alert severity="error">The floor could not be loaded: {availability.error.message}</Alert>}
      {blocking.banner}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 1, flex: 2, width: '100%' }}>
          {mode.kind === 'assigning' && (
            <Alert severity="info" sx={{ mb: 1 }} action={<Button onClick={() => setMode({ kind: 'selecting' })}>Stop</Button>}>
              Click a free desk to assign it to {mode.booking.code}.
            </Alert>
          )}
          <FloorPlan
            label={`Floor plan ${plan?.name ?? ''}`.trim()}
            imageUrl={plan?.floor_map?.image ?? null}
            height={plan?.floor_map?.height}
            desks={desks}
            selected={selected}
            onDeskClick={onDeskClick}
          />
          <Typography variant="caption" color="text.secondary">
            Free desks are white (F), booked orange (B), inactive grey (I), blocked dark red (X, with the reason), selected green. Click free desks to select them; click a blocked desk to remove its block.
          </Typography>
          {blocking.blockButton(selected.map((s) => byslug.get(s)).filter((r): r is MapResource => Boolean(r)))}
        </Paper>
        <Stack spacing={2} sx={{ flex: 1, width: '100%', minWidth: 300 }}>
          <MapSummary bookings={data?.num_bookings} occupancy={data?.occupancy} pendingOrders={data?.pending_orders} />
          {selected.length > 0 && (
            <DeskSelectionPanel
              desks={selected.map((s) => byslug.get(s)).filter((r): r is MapResource => Boolean(r))}
              day={day}
              office={office}
              floor={floor}
              timeZone={timeZone}
              onRemove={(s) => setSelected((all) => all.filter((x) => x !== s))}
              onBooked={() => setSelected([])}
            />
          )}
          <Stack direction="row" spacing={1}>
            <TeamPicker value={team} onChange={(t) => setTeam(t?.slug ?? '')} delay={BOOKING_DELAYS.debounce} size="small" minWidth={160} label="Search team" />
            <TextField select size="small" label="Client" value={client} onChange={(e) => setClient(e.target.value)} sx={{ minWidth: 140 }}>
              <MenuItem value="">All clients</MenuItem>
              {(brokers.data ?? []).map((b) => (
                <MenuItem key={b.slug} value={b.slug}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <ToggleButtonGroup exclusive size="small" value={filter} onChange={(_e, v: CardFilter | null) => v && setFilter(v)} aria-label="Bookings filter">
            <ToggleButton value="all">All</ToggleButton>
            <ToggleButton value="assigned">Assigned</ToggleButton>
            <ToggleButton value="pending">Pending</ToggleButton>
          </ToggleButtonGroup>
          <Stack spacing={1} role={cards.length ? 'list' : undefined} aria-label="Bookings of the day" sx={{ maxHeight: 560, overflowY: 'auto' }}>
            {cards.length === 0 && <Typography color="text.secondary">No bookings</Typography>}
            {cards.map((b) => (
              <Box role="listitem" key={b.code}>
                <BookingCard
                  booking={b}
                  timeZone={timeZone}
                  assigning={mode.kind === 'assigning' && mode.booking.code === b.code}
                  onOpen={() => setEditing(b)}
                  onAssign={() => {
                    setSelected([]);
                    setMode(mode.kind === 'assigning' && mode.booking.code === b.code ? { kind: 'selecting' } : { kind: 'assigning', booking: b });
                  }}
                />
              </Box>
            ))}
          </Stack>
        </Stack>
      </Stack>
      {blocking.dialogs}
      <DeskBookingDialog open={Boolean(editing)} booking={editing} timeZone={timeZone} onClose={() => setEditing(null)} />
    </Stack>
  );
}
