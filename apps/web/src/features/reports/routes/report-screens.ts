/**
 * The Reports section's screens as ONE lazy chunk (issue 31): seven screens that share the frame, the filters and
 * their MUI parts would otherwise count as seven sharers and push those parts into the app-wide `kit` chunk that
 * /login and /dashboard load (+3 KB gzip each, measured). The charts stay lazy inside each screen.
 */
export { default as ReportsIndexPage } from './reports-index-page';
export { default as MrrPage } from './mrr-page';
export { default as ChurnPage } from './churn-page';
export { default as OccupancyPage } from './occupancy-page';
export { default as UtilisationPage } from './utilisation-page';
export { default as AgedDebtorsPage } from './aged-debtors-page';
export { default as ForecastPage } from './forecast-page';
