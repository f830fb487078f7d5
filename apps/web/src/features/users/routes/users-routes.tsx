import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaTab } from '../../../components/area-tabs';

// Placeholder for the account area (/users, needs 'account'); its tabs carry no codes of their own (doc 2 §2).
const TABS: AreaTab[] = [
  { label: 'Profile', path: '/users' },
  { label: 'Company', path: '/users/company' },
  { label: 'Membership plans', path: '/users/membership' },
  { label: 'Staff', path: '/users/staff' },
  { label: 'Referral', path: '/users/referral' },
  { label: 'Theme', path: '/users/theme' },
];

export default function UsersRoutes() {
  return <AreaPlaceholder title="Account" tabs={TABS} />;
}
