import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaTab } from '../../../components/area-tabs';

// Placeholder until the members issue lands; the tabs and their codes are the seed's (doc 2 §2).
const TABS: AreaTab[] = [
  { label: 'All members', path: '/members', code: 'members' },
  { label: 'Memberships', path: '/members/memberships', code: 'membership' },
  { label: 'Teams', path: '/members/companies', code: 'teams' },
  { label: 'Guests', path: '/members/guests', code: 'guests' },
  { label: 'Invoices', path: '/members/invoices', code: 'invoices' },
];

export default function MembersRoutes() {
  return <AreaPlaceholder title="Members" tabs={TABS} />;
}
