import { AreaPlaceholder } from '../../../components/area-placeholder';
import type { AreaTab } from '../../../components/area-tabs';

// Placeholder for /fandd and /food-and-drinks/{slug} (doc 3 §2.3); the base path shows orders.
const TABS: AreaTab[] = [
  { label: 'Orders', path: '/fandd/orders', code: 'orders', match: ['/fandd', '/food-and-drinks'] },
  { label: 'Stock', path: '/fandd/stock', code: 'stock' },
  { label: 'Bar', path: '/fandd/bar', code: 'bar' },
  { label: 'Categories', path: '/fandd/categories', code: 'categories' },
];

export default function FanddRoutes() {
  return <AreaPlaceholder title="Food & Drinks" tabs={TABS} />;
}
