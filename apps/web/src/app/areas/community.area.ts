import { screen, type Area } from './area';

const emptyTab = screen(() => import('../../features/community/routes/empty-tab-page'));

/** The community tabs and the section code each needs (doc 3 §2.4). */
export const communityArea: Area = {
  feature: 'community',
  section: 'community',
  menu: { label: 'Community', path: '/community' },
  heading: 'Community',
  tabsLabel: 'Community tabs',
  noun: 'community',
  tabs: [
    { label: 'Tickets', path: '/community' },
    { label: 'Notices', path: '/community/notices' },
    { label: 'Events', path: '/community/events' },
  ],
  routes: [
    { path: '/community', codes: ['tickets'], screen: screen(() => import('../../features/community/tickets/routes/tickets-page')) },
    { path: '/community/notices', codes: ['board'], screen: emptyTab, props: { tab: 'notices' } },
    { path: '/community/events', codes: ['events'], screen: emptyTab, props: { tab: 'events' } },
  ],
};
