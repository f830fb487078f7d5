import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, Route, Routes } from 'react-router';
import { AreaTabs, tabGate, type AreaTab } from '../../../components/area-tabs';
import { useGrantedCodes } from '../../../lib/session';
import { lazyScreen } from '../../../lib/lazy-screen';
import { screenLoaders } from '../../../lib/route-screens';

// One chunk per screen; the calendar (react-big-calendar and its CSS) only loads with the Meeting Room tab.
const BookingsMapPage = lazyScreen(screenLoaders.bookingsMap);
const BookingsListPage = lazyScreen(screenLoaders.bookingsList);
const MeetingRoomPage = lazyScreen(() => import('./meeting-room-page'));
const BookingDetailPage = lazyScreen(() => import('./booking-detail-page'));
const BookingCreatePage = lazyScreen(() => import('./booking-create-page'));

/** Tabs and the section each needs (spec §2.2); /bookings/hot_desk is the map's seed path. */
export const BOOKINGS_TABS: AreaTab[] = [
  { label: 'Map', path: '/bookings/map', code: 'map', match: ['/bookings/hot_desk'] },
  { label: 'List', path: '/bookings/list', code: 'list' },
  { label: 'Add Meeting Room', path: '/bookings/meeting_room', code: 'meeting_room' },
];

/** The base route: the map, else the meeting-room tab, else the list (the seeds' fallback). */
export function bookingsHome(granted: readonly string[]): string | null {
  const code = ['map', 'meeting_room', 'list'].find((c) => granted.includes(c));
  return BOOKINGS_TABS.find((t) => t.code === code)?.path ?? null;
}

export default function BookingsRoutes() {
  const granted = useGrantedCodes();
  const gate = tabGate(BOOKINGS_TABS, granted, 'bookings');
  const home = bookingsHome(granted);
  const anyTab = home !== null;
  // Create and detail belong to no tab: any one bookings tab code opens them.
  const anyCode = BOOKINGS_TABS.map((t) => t.code!).find((c) => granted.includes(c)) ?? 'map';
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h4" component="h1">
          Bookings
        </Typography>
        {anyTab && (
          <Button variant="contained" component={RouterLink} to="/bookings/new">
            Create Booking
          </Button>
        )}
      </Stack>
      <AreaTabs tabs={BOOKINGS_TABS} granted={granted} label="Bookings tabs" />
      <Routes>
        <Route index element={home ? <Navigate to={home} replace /> : gate('map', null)} />
        <Route path="map" element={gate('map', <BookingsMapPage />)} />
        <Route path="hot_desk" element={gate('map', <BookingsMapPage />)} />
        <Route path="list" element={gate('list', <BookingsListPage />)} />
        <Route path="meeting_room" element={gate('meeting_room', <MeetingRoomPage />)} />
        <Route path="new" element={gate(anyCode, <BookingCreatePage />)} />
        <Route path=":code" element={gate(anyCode, <BookingDetailPage />)} />
        <Route path="*" element={<Navigate to="/error/404" replace />} />
      </Routes>
    </>
  );
}
