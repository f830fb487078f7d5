import { screen, type Area } from './area';

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
    { path: '/community/notices', codes: ['board'], screen: screen(() => import('../../features/community/notices/routes/notices-page')) },
    { path: '/community/events', codes: ['events'], screen: screen(() => import('../../features/community/events/routes/events-page')) },
  ],
};
