import { screen, type Area } from './area';

// One chunk per screen; the calendar (react-big-calendar and its CSS) only loads with the Meeting Room tab.
const S = {
  map: screen(() => import('../../features/bookings/routes/bookings-map-page')),
  list: screen(() => import('../../features/bookings/routes/bookings-list-page')),
  meetingRoom: screen(() => import('../../features/bookings/routes/meeting-room-page')),
  detail: screen(() => import('../../features/bookings/routes/booking-detail-page')),
  create: screen(() => import('../../features/bookings/routes/booking-create-page')),
};

/** Create and detail belong to no tab: any one bookings tab code opens them. */
const ANY_TAB = ['map', 'list', 'meeting_room'] as const;

/** Tabs and the section each needs (spec §2.2); /bookings/hot_desk is the map's seed path. */
export const bookingsArea: Area = {
  feature: 'bookings',
  section: 'bookings',
  menu: { label: 'Bookings', path: '/bookings' },
  heading: 'Bookings',
  tabsLabel: 'Bookings tabs',
  noun: 'bookings',
  action: { label: 'Create Booking', to: '/bookings/new' },
  tabs: [
    { label: 'Map', path: '/bookings/map', match: ['/bookings/hot_desk'] },
    { label: 'List', path: '/bookings/list' },
    { label: 'Add Meeting Room', path: '/bookings/meeting_room' },
  ],
  routes: [
    // The base route: the map, else the meeting-room tab, else the list (the seeds' fallback).
    { path: '/bookings', codes: ANY_TAB, home: ['/bookings/map', '/bookings/meeting_room', '/bookings/list'] },
    { path: '/bookings/map', codes: ['map'], screen: S.map },
    { path: '/bookings/hot_desk', codes: ['map'], screen: S.map },
    { path: '/bookings/list', codes: ['list'], screen: S.list },
    { path: '/bookings/meeting_room', codes: ['meeting_room'], screen: S.meetingRoom },
    { path: '/bookings/new', codes: ANY_TAB, screen: S.create },
    { path: '/bookings/:code', codes: ANY_TAB, screen: S.detail },
  ],
};
