import { CHART_PALETTE } from '@clubspace/contract';
import { LineChart } from '@mui/x-charts/LineChart';

interface StatisticsChartProps {
  labels: string[];
  series: { label: string; data: number[] }[];
  money?: boolean;
}

/**
 * The tab's line chart, one line per column, each in its own colour (CHART_PALETTE); room on the right so the last
 * month's label is not cut. A separate chunk so @mui/x-charts stays out of the first /dashboard load.
 */
export default function StatisticsChart({ labels, series, money }: StatisticsChartProps) {
  return (
    <LineChart
      height={360}
      colors={[...CHART_PALETTE]}
      xAxis={[{ scaleType: 'point', data: labels, tickLabelMinGap: 12 }]}
      yAxis={[{ width: money ? 72 : 48, valueFormatter: (v: number) => (money ? `£${v.toLocaleString('en-GB')}` : String(v)) }]}
      series={series.map((s) => ({
        label: s.label,
        data: s.data,
        showMark: false,
        valueFormatter: (v: number | null) => (v === null ? '' : money ? `£${v.toFixed(2)}` : String(v)),
      }))}
      margin={{ left: 8, right: 40, top: 16, bottom: 8 }}
    />
  );
}
