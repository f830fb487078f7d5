import { LineChart } from '@mui/x-charts/LineChart';

interface StatisticsChartProps {
  labels: string[];
  series: { label: string; data: number[] }[];
  money?: boolean;
}

/** The tab's line chart, one line per column; a separate chunk so @mui/x-charts stays out of the first /dashboard load. */
export default function StatisticsChart({ labels, series, money }: StatisticsChartProps) {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: labels }]}
      series={series.map((s) => ({ label: s.label, data: s.data, showMark: false, valueFormatter: (v: number | null) => (v === null ? '' : money ? `£${v.toFixed(2)}` : String(v)) }))}
      margin={{ left: 16, right: 16 }}
    />
  );
}
