import { screen, type Area } from './area';

type ReportScreens = typeof import('../../features/reports/routes/report-screens');
/** Every report screen comes from one chunk (see report-screens.ts). */
const reportScreen = (name: keyof ReportScreens) =>
  screen(() => import('../../features/reports/routes/report-screens').then((m) => ({ default: m[name] })));
const index = reportScreen('ReportsIndexPage');
const occupancy = reportScreen('OccupancyPage');
const utilisation = reportScreen('UtilisationPage');
const agedDebtors = reportScreen('AgedDebtorsPage');
const mrr = reportScreen('MrrPage');
const churn = reportScreen('ChurnPage');
const forecast = reportScreen('ForecastPage');

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
