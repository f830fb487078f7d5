import {
  PLAN_CATEGORY_LABELS,
  REPORT_MESSAGES,
  reportsRevenueApi,
  REVENUE_FIELDS,
  type MrrMonthRow,
  type RevenueMonthRow,
} from '@clubspace/contract';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { mrrReportQuery } from '../api/revenue-reports';
import { useReportFilters } from '../api/report-filters';
import { ReportFrame } from '../components/report-frame';
import { ChartSlot, ReportState } from '../components/report-state';
import { ReportTable, type ReportColumn } from '../components/report-table';

const ReportChart = lazy(() => import('../components/report-chart'));

const MOVEMENT_COLUMNS: ReportColumn<MrrMonthRow>[] = [
  { header: 'Month', value: (r) => r.label },
  { header: 'Opening MRR', kind: 'money', value: (r) => r.opening },
  { header: '+ New', kind: 'money', value: (r) => r.new },
  { header: '+ Expansion', kind: 'money', value: (r) => r.expansion },
  { header: '− Contraction', kind: 'money', value: (r) => r.contraction },
  { header: '− Churn', kind: 'money', value: (r) => r.churn },
  { header: '+ Reactivation', kind: 'money', value: (r) => r.reactivation },
  { header: 'Closing MRR', kind: 'money', value: (r) => r.closing },
  { header: 'Customers', kind: 'count', value: (r) => r.customers },
];

const REVENUE_COLUMNS: ReportColumn<RevenueMonthRow>[] = [
  { header: 'Month', value: (r) => r.label },
  ...REVENUE_FIELDS.map((f) => ({ header: f.header, kind: 'money' as const, value: (r: RevenueMonthRow) => r[f.field] })),
];

/** Report 1 (issue 31): closing MRR per category in the chart; the movements, MRR by category and revenue tables. */
export default function MrrPage() {
  const { query, filters } = useReportFilters();
  const report = useQuery(mrrReportQuery(query));
  const data = report.data;
  const labels = data?.months.map((m) => m.label) ?? [];
  const empty = data && data.months.every((m) => m.opening === 0 && m.closing === 0);
  return (
    <ReportFrame
      kind="mrr"
      endpoint={reportsRevenueApi.mrr}
      scope={data?.scope}
      chart={
        data && !empty ? (
          <ChartSlot>
            <ReportChart
              unit="money"
              labels={labels}
              series={[
                {
                  id: 'closing',
                  label: filters.category ? `Closing MRR (${PLAN_CATEGORY_LABELS[filters.category]})` : 'Closing MRR',
                  data: data.months.map((m) => m.closing),
                },
                ...data.by_category.slice(0, 5).map((c) => ({ id: `cat-${c.category}`, label: c.label, data: c.closing })),
              ]}
            />
          </ChartSlot>
        ) : undefined
      }
    >
      <ReportState loading={report.isFetching} error={report.error} hasData={Boolean(data)} />
      {empty && <Typography color="text.secondary">{REPORT_MESSAGES.empty}</Typography>}
      {data && (
        <>
          <ReportTable
            caption="Recurring revenue and its movements (net of VAT)"
            columns={MOVEMENT_COLUMNS}
            rows={data.months}
            rowKey={(r) => r.month}
          />
          {data.by_category.length > 0 && (
            <ReportTable
              caption="Closing MRR by plan category"
              columns={[
                { header: 'Month', value: (i: number) => labels[i] ?? '' },
                ...data.by_category.map((c) => ({ header: c.label, kind: 'money' as const, value: (i: number) => c.closing[i] ?? 0 })),
              ]}
              rows={labels.map((_, i) => i)}
              rowKey={(i) => String(i)}
            />
          )}
          <ReportTable
            caption="Revenue by category (invoiced, incl. VAT, as the statistics)"
            columns={REVENUE_COLUMNS}
            rows={data.revenue}
            rowKey={(r) => r.month}
          />
        </>
      )}
    </ReportFrame>
  );
}
