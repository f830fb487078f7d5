import { reportsRevenueApi, type ChurnMonthRow, type CohortRow } from '@clubspace/contract';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { churnReportQuery } from '../api/revenue-reports';
import { useReportFilters } from '../api/report-filters';
import { ReportFrame } from '../components/report-frame';
import { ChartSlot, ReportState } from '../components/report-state';
import { ReportTable, type ReportColumn } from '../components/report-table';

const ReportChart = lazy(() => import('../components/report-chart'));

const CHURN_COLUMNS: ReportColumn<ChurnMonthRow>[] = [
  { header: 'Month', value: (r) => r.label },
  { header: 'Customers at opening', kind: 'count', value: (r) => r.opening_customers },
  { header: 'Customers lost', kind: 'count', value: (r) => r.churned_customers },
  { header: 'Member churn', kind: 'percent', value: (r) => r.member_churn_rate },
  { header: 'Opening MRR', kind: 'money', value: (r) => r.opening_mrr },
  { header: 'MRR lost', kind: 'money', value: (r) => r.lost_mrr },
  { header: 'Revenue churn', kind: 'percent', value: (r) => r.revenue_churn_rate },
];

const retainedText = (c: CohortRow, i: number) => {
  const r = c.retained[i];
  if (!r || r.count === null) return null;
  return r.rate === null ? String(r.count) : `${r.count} (${r.rate}%)`;
};

/** Report 2 (issue 31): churn rates per month, average membership length and the cohort table. */
export default function ChurnPage() {
  const { query } = useReportFilters();
  const report = useQuery(churnReportQuery(query));
  const data = report.data;
  const offsets = data?.cohorts[0]?.retained.map((r) => r.after) ?? [];
  return (
    <ReportFrame
      kind="churn"
      endpoint={reportsRevenueApi.churn}
      scope={data?.scope}
      chart={
        data ? (
          <ChartSlot>
            <ReportChart
              unit="percent"
              labels={data.months.map((m) => m.label)}
              series={[
                { id: 'members', label: 'Member churn', data: data.months.map((m) => m.member_churn_rate) },
                { id: 'revenue', label: 'Revenue churn', data: data.months.map((m) => m.revenue_churn_rate) },
              ]}
            />
          </ChartSlot>
        ) : undefined
      }
    >
      <ReportState loading={report.isFetching} error={report.error} hasData={Boolean(data)} />
      {data && (
        <>
          <Typography data-testid="average-length">
            Average membership length:{' '}
            {data.average_length_months === null
              ? 'no membership ended in this range'
              : `${data.average_length_months} months (${data.ended_memberships} ended in this range)`}
          </Typography>
          <ReportTable caption="Churn per month" columns={CHURN_COLUMNS} rows={data.months} rowKey={(r) => r.month} />
          <ReportTable
            caption="Cohorts: customers who started in a month, still active after"
            columns={[
              { header: 'Started', value: (c: CohortRow) => c.label },
              { header: 'Customers', kind: 'count', value: (c: CohortRow) => c.size },
              ...offsets.map((after, i) => ({ header: `${after} month${after === 1 ? '' : 's'}`, value: (c: CohortRow) => retainedText(c, i) })),
            ]}
            rows={data.cohorts}
            rowKey={(c) => c.month}
          />
        </>
      )}
    </ReportFrame>
  );
}
