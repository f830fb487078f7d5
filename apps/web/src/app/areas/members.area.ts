import { screen, type Area } from './area';

// One chunk per screen: opening the members list does not load the date pickers of the add-membership page.
const S = {
  membersList: screen(() => import('../../features/members/routes/members-list-page')),
  memberAdd: screen(() => import('../../features/members/routes/member-add-page')),
  memberProfile: screen(() => import('../../features/members/routes/member-profile-page')),
  teamsList: screen(() => import('../../features/members/routes/teams-list-page')),
  teamDetail: screen(() => import('../../features/members/routes/team-detail-page')),
  guestsList: screen(() => import('../../features/members/routes/guests-list-page')),
  guestDetail: screen(() => import('../../features/members/routes/guest-detail-page')),
  membershipsList: screen(() => import('../../features/members/routes/memberships-list-page')),
  membershipAdd: screen(() => import('../../features/members/routes/membership-add-page')),
  membershipDetail: screen(() => import('../../features/members/routes/membership-detail-page')),
  invoicesList: screen(() => import('../../features/members/routes/invoices-list-page')),
  invoiceAdd: screen(() => import('../../features/members/routes/invoice-add-page')),
  invoiceDetail: screen(() => import('../../features/members/routes/invoice-detail-page')),
};

/** The members area and the section code each tab needs (seed 2 §2). */
export const membersArea: Area = {
  feature: 'members',
  section: 'users',
  menu: { label: 'Members', path: '/members' },
  heading: 'Members',
  tabsLabel: 'Members tabs',
  noun: 'members',
  tabs: [
    { label: 'All members', path: '/members' },
    { label: 'Memberships', path: '/members/memberships' },
    { label: 'Teams', path: '/members/companies' },
    { label: 'Guests', path: '/members/guests' },
    { label: 'Invoices', path: '/members/invoices' },
  ],
  routes: [
    { path: '/members', codes: ['members'], screen: S.membersList },
    { path: '/members/add', codes: ['members'], screen: S.memberAdd },
    { path: '/members/companies', codes: ['teams'], screen: S.teamsList },
    { path: '/members/companies/:slug', codes: ['teams'], screen: S.teamDetail },
    { path: '/members/guests', codes: ['guests'], screen: S.guestsList },
    { path: '/members/guests/:slug', codes: ['guests'], screen: S.guestDetail },
    { path: '/members/memberships', codes: ['membership'], screen: S.membershipsList },
    { path: '/members/memberships/add', codes: ['membership'], screen: S.membershipAdd },
    { path: '/members/memberships/member/:memberSlug', codes: ['membership'], screen: S.membershipsList },
    { path: '/members/memberships/:slug', codes: ['membership'], screen: S.membershipDetail },
    { path: '/members/invoices', codes: ['invoices'], screen: S.invoicesList },
    { path: '/members/invoices/add', codes: ['invoices'], screen: S.invoiceAdd },
    { path: '/members/invoices/:slug', codes: ['invoices'], screen: S.invoiceDetail },
    // The seeds' route table lists /members/resources; the resources members hold are their memberships' (issue 10 §19).
    { path: '/members/resources', redirect: '/members/memberships' },
    { path: '/members/:slug', codes: ['members'], screen: S.memberProfile },
  ],
};
