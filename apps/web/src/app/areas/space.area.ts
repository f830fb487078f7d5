import { screen, type Area } from './area';

// One chunk per screen: the lists do not load the floor-plan editor or the forms.
const S = {
  resourcesList: screen(() => import('../../features/space/routes/resources-list-page')),
  resourceAdd: screen(() => import('../../features/space/routes/resource-add-page')),
  resourceDetail: screen(() => import('../../features/space/routes/resource-detail-page')),
  workAreasList: screen(() => import('../../features/space/routes/work-areas-list-page')),
  workAreaForm: screen(() => import('../../features/space/routes/work-area-form-page')),
  workAreaDetail: screen(() => import('../../features/space/routes/work-area-detail-page')),
  offices: screen(() => import('../../features/space/routes/offices-page')),
  floorPlanEditor: screen(() => import('../../features/space/routes/floor-plan-editor-page')),
  bookingRules: screen(() => import('../../features/space/routes/booking-rules-page')),
};

/**
 * The space tabs and the section code each needs (seed 3 §2.1). Offices and floors (with the floor-plan editor) is a
 * tab of its own, so those screens highlight it rather than All resources (issue 24 §16). The button beside the
 * heading follows the tab: Add resource on the first, Add work area on the second.
 */
export const spaceArea: Area = {
  feature: 'space',
  section: 'space',
  menu: { label: 'Space', path: '/space' },
  heading: 'Space',
  tabsLabel: 'Space tabs',
  noun: 'space',
  tabs: [
    { label: 'All resources', path: '/space', match: ['/resources', '/space/add'], action: { label: 'Add resource', to: '/space/add' } },
    {
      label: 'Work areas',
      path: '/space/work_areas',
      match: ['/work_area', '/space/addWorkArea'],
      action: { label: 'Add work area', to: '/space/addWorkArea' },
    },
    { label: 'Booking rules', path: '/space/booking_rules' },
    { label: 'Offices and floors', path: '/space/offices', match: ['/space/floors'] },
  ],
  routes: [
    { path: '/space', codes: ['resources'], screen: S.resourcesList },
    { path: '/space/add', codes: ['resources'], screen: S.resourceAdd },
    { path: '/space/work_areas', codes: ['work_area'], screen: S.workAreasList },
    { path: '/space/addWorkArea', codes: ['work_area'], screen: S.workAreaForm },
    { path: '/space/work_areas/update/:slug', codes: ['work_area'], screen: S.workAreaForm },
    // Rules govern resources, so the tab sits with them and needs the same code (issue 11).
    { path: '/space/booking_rules', codes: ['resources'], screen: S.bookingRules },
    { path: '/space/offices', codes: ['space'], screen: S.offices },
    { path: '/space/floors/:slug', codes: ['space'], screen: S.floorPlanEditor },
    { path: '/resources/:slug', codes: ['resources'], screen: S.resourceDetail },
    { path: '/work_area/:slug', codes: ['work_area'], screen: S.workAreaDetail },
  ],
};
