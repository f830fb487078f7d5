import { screen, type Area } from './area';

const S = {
  profile: screen(() => import('../../features/users/routes/profile-page')),
  company: screen(() => import('../../features/users/routes/company-page')),
  office: screen(() => import('../../features/users/routes/office-page')),
  plans: screen(() => import('../../features/users/routes/plans-page')),
  staffList: screen(() => import('../../features/users/routes/staff-list-page')),
  staff: screen(() => import('../../features/users/routes/staff-page')),
  theme: screen(() => import('../../features/users/routes/theme-page')),
  invoicing: screen(() => import('../../features/users/routes/invoicing-page')),
  integrations: screen(() => import('../../features/users/routes/integrations-page')),
  payments: screen(() => import('../../features/users/routes/payments-page')),
  portal: screen(() => import('../../features/users/routes/portal-page')),
  developers: screen(() => import('../../features/users/routes/developers-page')),
  auditLog: screen(() => import('../../features/users/routes/audit-log-page')),
  jobs: screen(() => import('../../features/users/routes/jobs-page')),
};

/**
 * The account area needs 'account' (checked by the route guard); its tabs carry no codes of their own (doc 2 §2).
 * Referral is left out until it exists (issue 24 §17); Payments is the Stripe connection (issue 27).
 */
export const usersArea: Area = {
  feature: 'users',
  section: 'account',
  menu: { label: 'Account', path: '/users', account: true },
  heading: 'Account',
  tabsLabel: 'Account tabs',
  noun: 'account',
  tabs: [
    { label: 'Profile', path: '/users' },
    { label: 'Company', path: '/users/company' },
    { label: 'Membership', path: '/users/membership' },
    { label: 'Staff', path: '/users/staff' },
    { label: 'Theme', path: '/users/theme' },
    { label: 'Invoicing', path: '/users/invoicing' },
    { label: 'Integrations', path: '/users/integrations' },
    { label: 'Payments', path: '/users/payments' },
    { label: 'Portal', path: '/users/portal' },
    { label: 'Developers', path: '/users/developers' },
    { label: 'Audit log', path: '/users/audit-log' },
    { label: 'Jobs', path: '/users/jobs' },
  ],
  routes: [
    { path: '/users', screen: S.profile },
    { path: '/users/company', screen: S.company },
    { path: '/users/company/:slug', screen: S.office },
    { path: '/users/membership', screen: S.plans },
    { path: '/users/staff', screen: S.staffList },
    { path: '/users/staff/:slug', screen: S.staff },
    { path: '/users/theme', screen: S.theme },
    { path: '/users/invoicing', screen: S.invoicing },
    { path: '/users/integrations', screen: S.integrations },
    { path: '/users/payments', screen: S.payments },
    { path: '/users/portal', screen: S.portal },
    { path: '/users/developers', screen: S.developers },
    { path: '/users/audit-log', screen: S.auditLog },
    { path: '/users/jobs', screen: S.jobs },
  ],
};
