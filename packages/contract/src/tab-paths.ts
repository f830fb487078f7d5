import { pathAllowed, type SectionCode } from './sections.ts';

/**
 * Which tab section a path inside an area needs (issue 10 §13). `pathAllowed` answers for the area (first segment);
 * this table adds the tab, so a link to /members/invoices is hidden from staff without `invoices` instead of bouncing
 * them to the first tab they have. The longest matching rule wins; `codes` are alternatives (any one opens the path),
 * an empty list means the area alone is enough. Keep it in step with the areas' tab gates (apps/web …/*-routes.tsx).
 */
export interface TabPathRule {
  path: string;
  codes: SectionCode[];
  /** Matches only the path itself, not its sub-paths. */
  exact?: boolean;
}

export const TAB_PATH_RULES: TabPathRule[] = [
  { path: '/dashboard', codes: ['cards_statistics'], exact: true },
  { path: '/dashboard/bookings', codes: ['bookings_statistics'] },
  { path: '/dashboard/occupation', codes: ['occupation_statistics'] },
  { path: '/dashboard/revenue', codes: ['revenue_statistics'] },
  { path: '/members', codes: ['members'] },
  { path: '/members/memberships', codes: ['membership'] },
  { path: '/members/companies', codes: ['teams'] },
  { path: '/members/guests', codes: ['guests'] },
  { path: '/members/invoices', codes: ['invoices'] },
  { path: '/bookings', codes: ['map', 'list', 'meeting_room'] },
  { path: '/bookings/map', codes: ['map'] },
  { path: '/bookings/hot_desk', codes: ['map'] },
  { path: '/bookings/list', codes: ['list'] },
  { path: '/bookings/meeting_room', codes: ['meeting_room'] },
  { path: '/fandd', codes: ['orders'] },
  { path: '/fandd/stock', codes: ['stock'] },
  { path: '/fandd/bar', codes: ['bar'] },
  { path: '/fandd/categories', codes: ['categories'] },
  { path: '/food-and-drinks', codes: ['orders'] },
  { path: '/marketing', codes: ['campaigns'], exact: true },
  { path: '/marketing', codes: ['offers'] },
  { path: '/marketing/offer_user', codes: ['offer_user'] },
  { path: '/campaigns', codes: ['campaigns'] },
  { path: '/space', codes: ['resources'], exact: true },
  { path: '/space/add', codes: ['resources'] },
  { path: '/space/work_areas', codes: ['work_area'] },
  { path: '/space/addWorkArea', codes: ['work_area'] },
  { path: '/space/booking_rules', codes: ['resources'] },
  { path: '/space/offices', codes: [] },
  { path: '/space/floors', codes: [] },
  { path: '/community', codes: ['tickets'], exact: true },
  { path: '/community/notices', codes: ['board'] },
  { path: '/community/events', codes: ['events'] },
];

const clean = (href: string) => {
  const path = href.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

/** The rule deciding a path's tab, or undefined when the path needs its area only. */
export function tabRuleFor(href: string): TabPathRule | undefined {
  const path = clean(href);
  const score = (r: TabPathRule) => (path === r.path ? r.path.length + 0.5 : !r.exact && path.startsWith(`${r.path}/`) ? r.path.length : -1);
  let best: TabPathRule | undefined;
  let bestScore = -1;
  for (const rule of TAB_PATH_RULES) {
    const s = score(rule);
    if (s > bestScore) [best, bestScore] = [rule, s];
  }
  return best;
}

/** Whether a link opens for these granted sections: its area (pathAllowed) and its tab, so nothing bounces. */
export function pathOpens(href: string, granted: readonly string[]): boolean {
  const path = clean(href);
  if (!pathAllowed(path, granted)) return false;
  const rule = tabRuleFor(path);
  return !rule || rule.codes.length === 0 || rule.codes.some((c) => granted.includes(c));
}
