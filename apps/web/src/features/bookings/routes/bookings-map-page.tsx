import { dayBounds, isFinalBookingStatus } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentProps, type Dispatch, type SetStateAction } from 'react';
import { spaceAvailabilityQuery } from '../api/bookings-api';
import { floorsQuery } from '../../../components/booking/booking-lookups';
import type { BookingItem, MapResource, SpaceAvailability } from '../../../components/booking/booking-types';
import { DeskBookingDialog } from '../../../components/booking/desk-booking-dialog';
import type { FloorPlanDesk } from '../../../components/floor-plan/floor-plan';
import { DeskSelectionPanel } from '../components/desk-selection-panel';
import { MapBookingFilters, MapBookingList, type CardFilter } from '../components/map-bookings-list';
import { floorPlanDesks, floorResources } from '../components/map-desks';
import { MapPlanPanel } from '../components/map-plan-panel';
import { MapSummary } from '../components/map-summary';
import { MapToolbar } from '../components/map-toolbar';
import { useBookingOffice } from '../components/use-office';
import { useMapBlocks } from '../components/map-blocks';
import { useMapAssign } from '../components/use-map-assign';
import { useMapParams } from '../components/use-map-params';
import { useLiveBookings } from '../../../components/booking/use-live-bookings';

interface MapSideColumnProps {
  data: SpaceAvailability | undefined;
  selectedDesks: MapResource[];
  place: { day: string; office: string; floor: string; timeZone: string };
  onRemove: (slug: string) => void;
  onBooked: () => void;
  filters: ComponentProps<typeof MapBookingFilters>;
  cards: BookingItem[];
  assigning: string | null;
  onOpen: (b: BookingItem) => void;
  onAssign: (b: BookingItem) => void;
}

/** Beside the plan: the day's figures, the desks chosen to book, and the day's booking cards with their filters. */
function MapSideColumn({ data, selectedDesks, place, onRemove, onBooked, filters, cards, assigning, onOpen, onAssign }: MapSideColumnProps) {
  return (
    <Stack spacing={2} sx={{ flex: 1, width: '100%', minWidth: 300 }}>
      <MapSummary bookings={data?.num_bookings} occupancy={data?.occupancy} pendingOrders={data?.pending_orders} />
      {selectedDesks.length > 0 && <DeskSelectionPanel desks={selectedDesks} {...place} onRemove={onRemove} onBooked={onBooked} />}
      <MapBookingFilters {...filters} />
      <MapBookingList cards={cards} timeZone={place.timeZone} assigning={assigning} onOpen={onOpen} onAssign={onAssign} />
    </Stack>
  );
}

interface DeskClickDeps {
  byslug: Map<string, MapResource>;
  bookings: BookingItem[];
  blocking: ReturnType<typeof useMapBlocks>;
  assignment: ReturnType<typeof useMapAssign>;
  setSelected: Dispatch<SetStateAction<string[]>>;
  setEditing: (b: BookingItem) => void;
}

/** A click on a desk: a booked one opens its booking, a blocked one its block; a free one takes the booking being assigned, or is (un)selected. */
function deskClickHandler({ byslug, bookings, blocking, assignment, setSelected, setEditing }: DeskClickDeps) {
  return async (desk: FloorPlanDesk) => {
    const resource = byslug.get(desk.slug);
    if (!resource || resource.map_status !== 'free') {
      if (resource?.map_status === 'blocked') blocking.onBlockedDesk(resource.slug, resource.name);
      if (resource?.map_status === 'booked') {
        const b = bookings.find((x) => x.resource?.slug === desk.slug && !isFinalBookingStatus(x.status));
        if (b) setEditing(b);
      }
      return;
    }
    if (assignment.assigning) return assignment.assignTo(resource);
    setSelected((s) => (s.includes(desk.slug) ? s.filter((x) => x !== desk.slug) : [...s, desk.slug]));
  };
}

/** /bookings/map: the floor's desks for a day, its bookings, and booking or assigning desks by clicking them. */
export default function BookingsMapPage() {
  const { slug: office, floors: sessionFloors, timeZone, today } = useBookingOffice();
  useLiveBookings(office);
  const floors = useQuery({ ...floorsQuery(office), enabled: Boolean(office), meta: { silent: true } });
  const floorList = floors.data ?? sessionFloors.map((f, i) => ({ ...f, order: i, floor_map: null, office: null, resources_count: 0 }));
  const { floor, day, setParam } = useMapParams(floorList[0]?.slug ?? '', today);

  const [team, setTeam] = useState('');
  const [client, setClient] = useState('');
  const [filter, setFilter] = useState<CardFilter>('all');
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<BookingItem | null>(null);
  const assignment = useMapAssign();
  const { assigning } = assignment;

  const bounds = dayBounds(day, timeZone);
  const availability = useQuery({
    ...spaceAvailabilityQuery({ start: bounds.start.toISOString(), end: bounds.end.toISOString(), club: office, floor, team, client }),
    enabled: Boolean(office && floor),
  });
  const data = availability.data;
  const resources = floorResources(data, floor);
  const byslug = new Map(resources.map((r) => [r.slug, r]));
  const desks = floorPlanDesks(resources, data?.bookings ?? []);
  const cards = (data?.bookings ?? []).filter(
    (b) => b.booking_type !== 'meeting_room' && (filter === 'all' || (filter === 'assigned' ? b.resource : !b.resource)),
  );
  const plan = floorList.find((f) => f.slug === floor);
  const blocking = useMapBlocks({ office, floor, day, timeZone, onPlaced: () => setSelected([]) });

  const onDeskClick = deskClickHandler({ byslug, bookings: data?.bookings ?? [], blocking, assignment, setSelected, setEditing });

  const toggleAssign = (b: BookingItem) => {
    setSelected([]);
    assignment.toggle(b);
  };

  const changeDay = (next: string) => {
    setSelected([]);
    assignment.stop();
    setParam('day', next === today ? '' : next);
  };

  return (
    <Stack spacing={2}>
      {assignment.dialog}
      <MapToolbar
        floors={floorList}
        floor={floor}
        onFloor={(v) => (setSelected([]), setParam('floor', v))}
        day={day}
        today={today}
        onDay={changeDay}
      />
      {floorList.length === 0 && floors.isSuccess && <Alert severity="info">This office has no floors yet.</Alert>}
      {availability.isError && <Alert severity="error">The floor could not be loaded: {availability.error.message}</Alert>}
      {blocking.banner}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <MapPlanPanel
          plan={plan}
          desks={desks}
          selected={selected}
          onDeskClick={onDeskClick}
          assigning={assigning?.code ?? null}
          onStop={assignment.stop}
        >
          {blocking.blockButton(selected.map((s) => byslug.get(s)).filter((r): r is MapResource => Boolean(r)))}
        </MapPlanPanel>
        <MapSideColumn
          data={data}
          selectedDesks={selected.map((s) => byslug.get(s)).filter((r): r is MapResource => Boolean(r))}
          place={{ day, office, floor, timeZone }}
          onRemove={(s) => setSelected((all) => all.filter((x) => x !== s))}
          onBooked={() => setSelected([])}
          filters={{ team, onTeam: setTeam, client, onClient: setClient, filter, onFilter: setFilter }}
          cards={cards}
          assigning={assigning?.code ?? null}
          onOpen={setEditing}
          onAssign={toggleAssign}
        />
      </Stack>
      {blocking.dialogs}
      <DeskBookingDialog open={Boolean(editing)} booking={editing} timeZone={timeZone} onClose={() => setEditing(null)} />
    </Stack>
  );
}
