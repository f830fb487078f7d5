import { screen, type Area } from './area';

const cards = screen(() => import('../../features/dashboard/routes/cards-tab').then((m) => ({ default: m.CardsTab })));
const statistics = screen(() => import('../../features/dashboard/routes/statistics-tab').then((m) => ({ default: m.StatisticsTab })));

/** The dashboard's tabs and the section each needs; the cards and the statistics (three tabs) are a chunk each. */
export const dashboardArea: Area = {
  feature: 'dashboard',
  section: 'dashboard',
  menu: { label: 'Dashboard', path: '/dashboard' },
  heading: 'Dashboard',
  tabsLabel: 'Dashboard tabs',
  noun: 'dashboard',
  onboardingFirst: true,
  tabs: [
    { label: 'Cards', path: '/dashboard' },
    { label: 'Bookings Info', path: '/dashboard/bookings' },
    { label: 'Occupation Info', path: '/dashboard/occupation' },
    { label: 'Revenue Info', path: '/dashboard/revenue' },
  ],
  routes: [
    { path: '/dashboard', codes: ['cards_statistics'], screen: cards },
    { path: '/dashboard/bookings', codes: ['bookings_statistics'], screen: statistics, props: { kind: 'bookings', label: 'Bookings statistics' } },
    {
      path: '/dashboard/occupation',
      codes: ['occupation_statistics'],
      screen: statistics,
      props: { kind: 'occupation', label: 'Occupation statistics' },
    },
    { path: '/dashboard/revenue', codes: ['revenue_statistics'], screen: statistics, props: { kind: 'revenue', label: 'Revenue statistics' } },
  ],
};
