import { screen, type Area } from './area';

const index = screen(() => import('../../features/reports/routes/reports-index-page'));
const occupancy = screen(() => import('../../features/reports/routes/occupancy-page'));
const utilisation = screen(() => import('../../features/reports/routes/utilisation-page'));
const agedDebtors = screen(() => import('../../features/reports/routes/aged-debtors-page'));
const mrr = screen(() => import('../../features/reports/routes/mrr-page'));
const churn = screen(() => import('../../features/reports/routes/churn-page'));
const forecast = screen(() => import('../../features/reports/routes/forecast-page'));

/**
 * Reports (issue 31, web section `reports`): the catalogue page and one route per report (/reports/<kind>); each
 * report's screen is its own chunk (the chart library loads with the report, never with the shell).
 */
export const reportsArea: Area = {
  feature: 'reports',
  section: 'reports',
  menu: { label: 'Reports', path: '/reports' },
  heading: 'Reports',
  tabsLabel: 'Reports',
  noun: 'reports',
  tabs: [],
  routes: [
    { path: '/reports', screen: index },
    { path: '/reports/occupancy', screen: occupancy },
    { path: '/reports/utilisation', screen: utilisation },
    { path: '/reports/aged-debtors', screen: agedDebtors },
    { path: '/reports/mrr', screen: mrr },
    { path: '/reports/churn', screen: churn },
    { path: '/reports/forecast', screen: forecast },
  ],
};
