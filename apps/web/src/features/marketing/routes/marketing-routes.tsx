import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaTab } from '../../../components/area-tabs';

// Placeholder for /marketing and /campaigns/{slug} (doc 3 §2.5).
const TABS: AreaTab[] = [
  { label: 'Campaigns', path: '/marketing', code: 'campaigns', match: ['/campaigns'] },
  { label: 'Offers', path: '/marketing/offer', code: 'offers' },
  { label: 'Offer users', path: '/marketing/offer_user', code: 'offer_user' },
];

export default function MarketingRoutes() {
  return <AreaPlaceholder title="Marketing" tabs={TABS} />;
}
