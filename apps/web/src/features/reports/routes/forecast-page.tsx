import { reportsRevenueApi, type ForecastMonthRow } from '@clubspace/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { forecastReportQuery } from '../api/revenue-reports';
import { useReportFilters } from '../api/report-filters';
import { ReportFrame } from '../components/report-frame';
import { ChartSlot, ReportState } from '../components/report-state';
import { ReportTable, type ReportColumn } from '../components/report-table';

const ReportChart = lazy(() => import('../components/report-chart'));

const FORECAST_COLUMNS: ReportColumn<ForecastMonthRow>[] = [
  { header: 'Month', value: (r) => r.label },
  { header: 'Memberships', kind: 'money', value: (r) => r.memberships },
  { header: 'Recurring series', kind: 'money', value: (r) => r.series },
  { header: 'Other bookings', kind: 'money', value: (r) => r.bookings },
  { header: 'Committed total', kind: 'money', value: (r) => r.total },
  { header: 'Same month last year', kind: 'money', value: (r) => r.last_year },
];

/** Report 6 (issue 31): revenue committed for the next three months against the same months of last year. */
export default function ForecastPage() {
  const { query } = useReportFilters();
  const report = useQuery(forecastReportQuery(query));
  const data = report.data;
  return (
    <ReportFrame
      kind="forecast"
      endpoint={reportsRevenueApi.forecast}
      scope={data?.scope}
      chart={
        data ? (
          <ChartSlot>
            <ReportChart
              unit="money"
              labels={data.months.map((m) => m.label)}
              series={[
                { id: 'total', label: 'Committed total', data: data.months.map((m) => m.total) },
                { id: 'last-year', label: 'Same month last year', data: data.months.map((m) => m.last_year) },
                { id: 'memberships', label: 'Memberships', data: data.months.map((m) => m.memberships) },
              ]}
            />
          </ChartSlot>
        ) : undefined
      }
    >
      <ReportState loading={report.isFetching} error={report.error} hasData={Boolean(data)} />
      {data && (
        <ReportTable
          caption="Committed revenue (invoiced amounts, incl. VAT)"
          columns={FORECAST_COLUMNS}
          rows={data.months}
          rowKey={(r) => r.month}
        />
      )}
    </ReportFrame>
  );
}
