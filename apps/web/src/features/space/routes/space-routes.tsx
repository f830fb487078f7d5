import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaTab } from '../../../components/area-tabs';

// Placeholder for /space, /resources/{slug} and /work_area/{slug} (doc 3 §2.1).
const TABS: AreaTab[] = [
  { label: 'All resources', path: '/space', code: 'resources', match: ['/resources'] },
  { label: 'Work areas', path: '/space/work_areas', code: 'work_area', match: ['/work_area'] },
];

export default function SpaceRoutes() {
  return <AreaPlaceholder title="Space" tabs={TABS} />;
}
