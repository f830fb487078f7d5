import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaTab } from '../../../components/area-tabs';

// Placeholder for /community (doc 3 §2.4).
const TABS: AreaTab[] = [
  { label: 'Tickets', path: '/community', code: 'tickets' },
  { label: 'Notices', path: '/community/notices', code: 'board' },
  { label: 'Events', path: '/community/events', code: 'events' },
];

export default function CommunityRoutes() {
  return <AreaPlaceholder title="Community" tabs={TABS} />;
}
