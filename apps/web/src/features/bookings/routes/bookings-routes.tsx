import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaTab } from '../../../components/area-tabs';

// Placeholder for /bookings (doc 3 §2.2).
const TABS: AreaTab[] = [
  { label: 'Map', path: '/bookings', code: 'map' },
  { label: 'List', path: '/bookings/list', code: 'list' },
  { label: 'Add Meeting Room', path: '/bookings/meeting_room', code: 'meeting_room' },
];

export default function BookingsRoutes() {
  return <AreaPlaceholder title="Bookings" tabs={TABS} />;
}
