import { screen, type Area } from './area';

const S = {
  campaignsList: screen(() => import('../../features/marketing/routes/campaigns-list-page')),
  campaignDetail: screen(() => import('../../features/marketing/routes/campaign-detail-page')),
  offersList: screen(() => import('../../features/marketing/routes/offers-list-page')),
  offerForm: screen(() => import('../../features/marketing/routes/offer-form-page')),
  offerUsersList: screen(() => import('../../features/marketing/routes/offer-users-list-page')),
  offerUserForm: screen(() => import('../../features/marketing/routes/offer-user-form-page')),
};

/** The marketing tabs and the section code each needs (doc 3 §2.5). */
export const marketingArea: Area = {
  feature: 'marketing',
  section: 'marketing',
  menu: { label: 'Marketing', path: '/marketing' },
  heading: 'Marketing',
  tabsLabel: 'Marketing tabs',
  noun: 'marketing',
  tabs: [
    // Add offer (/marketing/add) and an offer (/marketing/{slug}) belong to Offers, not to Campaigns (issue 24 §16).
    { label: 'Campaigns', path: '/marketing', match: ['/campaigns'], exact: true },
    { label: 'Offers', path: '/marketing/offer', match: ['/marketing/add'], patterns: [/^\/marketing\/(?!offer_user(\/|$))[^/]+\/?$/] },
    { label: 'Offer users', path: '/marketing/offer_user' },
  ],
  routes: [
    { path: '/marketing', codes: ['campaigns'], screen: S.campaignsList },
    { path: '/marketing/offer', codes: ['offers'], screen: S.offersList },
    { path: '/marketing/add', codes: ['offers'], screen: S.offerForm },
    { path: '/marketing/offer_user', codes: ['offer_user'], screen: S.offerUsersList },
    { path: '/marketing/offer_user/add', codes: ['offer_user'], screen: S.offerUserForm },
    { path: '/marketing/offer_user/:slug', codes: ['offer_user'], screen: S.offerUserForm },
    { path: '/marketing/:slug', codes: ['offers'], screen: S.offerForm },
    // A campaign (/campaigns/{slug}) is always present (seed 1 §2.1): no tab gate, its calls need only staff of the
    // operator; links to it still need the Campaigns tab.
    { path: '/campaigns/:slug', codes: ['campaigns'], ungated: true, screen: S.campaignDetail },
  ],
};
