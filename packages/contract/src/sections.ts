/**
 * The catalogue of web-section codes (GUIDE §7). One list drives the side menu, the tabs, the route guard and the
 * API guard, so a code means the same thing on both sides.
 */
export const AREA_SECTIONS = [
  'dashboard',
  'users',
  'account',
  'space',
  'bookings',
  'fandd',
  'community',
  'marketing',
  'reports',
  'on_boarding',
] as const;

export const TAB_SECTIONS = {
  dashboard: ['cards_statistics', 'bookings_statistics', 'occupation_statistics', 'revenue_statistics'],
  users: ['members', 'membership', 'teams', 'guests', 'invoices'],
  account: [],
  space: ['resources', 'work_area'],
  bookings: ['map', 'list', 'meeting_room'],
  fandd: ['orders', 'stock', 'bar', 'categories'],
  community: ['tickets', 'board', 'events'],
  marketing: ['campaigns', 'offers', 'offer_user'],
  reports: [],
  on_boarding: [],
} as const satisfies Record<(typeof AREA_SECTIONS)[number], readonly string[]>;

export type AreaSection = (typeof AREA_SECTIONS)[number];
export type TabSection = (typeof TAB_SECTIONS)[AreaSection][number];
export type SectionCode = AreaSection | TabSection;

export const ALL_SECTIONS: SectionCode[] = AREA_SECTIONS.flatMap((area) => [area, ...TAB_SECTIONS[area]]);

/** Human labels for the transfer list on the staff page. */
export const SECTION_LABELS: Record<SectionCode, string> = {
  dashboard: 'Dashboard',
  cards_statistics: 'Dashboard · Cards',
  bookings_statistics: 'Dashboard · Bookings Info',
  occupation_statistics: 'Dashboard · Occupation Info',
  revenue_statistics: 'Dashboard · Revenue Info',
  users: 'Members',
  members: 'Members · All members',
  membership: 'Members · Memberships',
  teams: 'Members · Teams',
  guests: 'Members · Guests',
  invoices: 'Members · Invoices',
  account: 'Account',
  space: 'Space',
  resources: 'Space · Resources',
  work_area: 'Space · Work areas',
  bookings: 'Bookings',
  map: 'Bookings · Map',
  list: 'Bookings · List',
  meeting_room: 'Bookings · Meeting rooms',
  fandd: 'Food & Drinks',
  orders: 'Food & Drinks · Orders',
  stock: 'Food & Drinks · Stock',
  bar: 'Food & Drinks · Bar',
  categories: 'Food & Drinks · Categories',
  community: 'Community',
  tickets: 'Community · Tickets',
  board: 'Community · Notices',
  events: 'Community · Events',
  marketing: 'Marketing',
  campaigns: 'Marketing · Campaigns',
  offers: 'Marketing · Offers',
  offer_user: 'Marketing · Offer users',
  reports: 'Reports',
  on_boarding: 'Onboarding',
};

/**
 * The 403 a staff member sees when a call needs sections they lack (issue 24 §13): the sections by their labels,
 * never their codes. A tab section names its tab only ("Space · Resources" already says which area).
 */
export function sectionAccessMessage(missing: readonly string[]): string {
  const labels = missing.map((code) => (isSectionCode(code) ? SECTION_LABELS[code] : 'this page'));
  const shown = labels.filter((label) => !labels.some((other) => other !== label && other.startsWith(`${label} · `)));
  return `Your account has no access to ${[...new Set(shown)].join(' and ')}. Ask the account owner to grant it.`;
}

export function isSectionCode(code: string): code is SectionCode {
  return (ALL_SECTIONS as string[]).includes(code);
}

/**
 * Which sections a route's first URL segment needs (seed 1 §2.1). Segments not listed need the section of the same
 * name. `null` means always present for a logged-in user.
 */
const SEGMENT_SECTIONS: Record<string, SectionCode[] | null> = {
  dashboard: null,
  campaigns: null,
  members: ['users'],
  users: ['account'],
  'food-and-drinks': ['fandd'],
  fandd: ['fandd'],
  resources: ['space', 'resources'],
  work_area: ['space', 'work_area'],
};

/** Sections a path needs, or null when the path is always present. */
export function sectionsForPath(pathname: string): SectionCode[] | null {
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  if (segment in SEGMENT_SECTIONS) return SEGMENT_SECTIONS[segment];
  return isSectionCode(segment) ? [segment] : ['__unknown__' as SectionCode];
}

export function pathAllowed(pathname: string, granted: readonly string[]): boolean {
  const needed = sectionsForPath(pathname);
  return needed === null || needed.every((code) => granted.includes(code));
}
