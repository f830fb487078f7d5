import { screen, type Area } from './area';

const index = screen(() => import('../../features/reports/routes/reports-index-page'));
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
    { path: '/reports/mrr', screen: mrr },
    { path: '/reports/churn', screen: churn },
    { path: '/reports/forecast', screen: forecast },
  ],
};
