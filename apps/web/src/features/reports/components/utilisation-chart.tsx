import { CHART_PALETTE } from '@clubspace/contract';
import { BarChart } from '@mui/x-charts/BarChart';

interface UtilisationChartProps {
  /** Bars in order: a label and a share 0–1. */
  bars: { label: string; ratio: number }[];
}

/**
 * Report 4's bar chart: utilisation % per work area, horizontal bars in one colour with the value at the end of each
 * bar (grey-scale prints the numbers). A separate chunk so @mui/x-charts loads with the report only.
 */
export default function UtilisationChart({ bars }: UtilisationChartProps) {
  return (
    <BarChart
      height={Math.max(160, 40 + bars.length * 32)}
      layout="horizontal"
      colors={[CHART_PALETTE[0]]}
      yAxis={[{ scaleType: 'band', data: bars.map((b) => b.label), width: 160 }]}
      xAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
      series={[
        {
          data: bars.map((b) => Math.round(b.ratio * 1000) / 10),
          label: 'Utilisation',
          valueFormatter: (v: number | null) => (v === null ? '' : `${v}%`),
          barLabel: (item) => `${item.value}%`,
          barLabelPlacement: 'outside',
        },
      ]}
      hideLegend
      margin={{ left: 8, right: 24, top: 8, bottom: 8 }}
    />
  );
}
