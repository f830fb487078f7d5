import { reportsRevenueApi, type ChurnMonthRow, type ExportColumn, type ForecastMonthRow, type MrrMonthRow } from '@clubspace/contract';
import { sendTableCsv } from '../../lib/paged-list.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { churnReport } from './churn.service.ts';
import { forecastReport } from './forecast.service.ts';
import { mrrReport } from './mrr.service.ts';
import { resolveReportRange } from './report-scope.ts';

const money = <R>(header: string, value: (r: R) => number | null): ExportColumn<R> => ({ header, kind: 'money', value });

/** Each report's main table as its CSV (what the screen's table shows). */
const MRR_CSV: ExportColumn<MrrMonthRow>[] = [
  { header: 'Month', value: (r) => r.month },
  money('Opening MRR', (r: MrrMonthRow) => r.opening),
  money('New', (r: MrrMonthRow) => r.new),
  money('Expansion', (r: MrrMonthRow) => r.expansion),
  money('Contraction', (r: MrrMonthRow) => r.contraction),
  money('Churn', (r: MrrMonthRow) => r.churn),
  money('Reactivation', (r: MrrMonthRow) => r.reactivation),
  money('Closing MRR', (r: MrrMonthRow) => r.closing),
  { header: 'Customers', value: (r) => r.customers },
];
const CHURN_CSV: ExportColumn<ChurnMonthRow>[] = [
  { header: 'Month', value: (r) => r.month },
  { header: 'Customers at opening', value: (r) => r.opening_customers },
  { header: 'Customers lost', value: (r) => r.churned_customers },
  { header: 'Member churn (%)', value: (r) => r.member_churn_rate },
  money('Opening MRR', (r: ChurnMonthRow) => r.opening_mrr),
  money('MRR lost', (r: ChurnMonthRow) => r.lost_mrr),
  { header: 'Revenue churn (%)', value: (r) => r.revenue_churn_rate },
];
const FORECAST_CSV: ExportColumn<ForecastMonthRow>[] = [
  { header: 'Month', value: (r) => r.month },
  money('Memberships', (r: ForecastMonthRow) => r.memberships),
  money('Recurring series', (r: ForecastMonthRow) => r.series),
  money('Other bookings', (r: ForecastMonthRow) => r.bookings),
  money('Committed total', (r: ForecastMonthRow) => r.total),
  { header: 'Last year month', value: (r) => r.last_year_month },
  money('Last year revenue', (r: ForecastMonthRow) => r.last_year),
];

const SAMPLES = { query: { office: { table: 'offices' } } };

/** Reports 1, 2 and 6 of issue 31 (web section `reports`); format=csv answers the report's main table. */
export const reportsRevenueRoutes = routes(
  reportsRevenueApi,
  { tag: 'reports', sections: ['reports'] },
  {
    mrr: {
      config: { samples: SAMPLES },
      handler: async (request, reply, { db }) => {
        const q = request.query;
        const report = await mrrReport(db, await resolveReportRange(db, staffCtx(request), q), q.category ?? null);
        return q.format === 'csv' ? sendTableCsv(reply, 'mrr', MRR_CSV, report.months) : report;
      },
    },
    churn: {
      config: { samples: SAMPLES },
      handler: async (request, reply, { db }) => {
        const q = request.query;
        const report = await churnReport(db, await resolveReportRange(db, staffCtx(request), q), q.category ?? null);
        return q.format === 'csv' ? sendTableCsv(reply, 'churn', CHURN_CSV, report.months) : report;
      },
    },
    forecast: {
      config: { samples: SAMPLES },
      handler: async (request, reply, { db }) => {
        const q = request.query;
        const report = await forecastReport(db, await resolveReportRange(db, staffCtx(request), q), q.category ?? null);
        return q.format === 'csv' ? sendTableCsv(reply, 'forecast', FORECAST_CSV, report.months) : report;
      },
    },
  },
);
