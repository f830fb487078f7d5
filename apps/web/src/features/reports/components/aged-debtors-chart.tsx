import { AGED_BUCKET_LABELS, AGED_BUCKETS, type AgedDebtorPayer, type AgedBucket } from '@clubspace/contract';
import { BarChart } from '@mui/x-charts/BarChart';

/**
 * Shades from light (not yet due) to dark (over 90 days): their lightness falls with age, so the buckets read apart in
 * grey-scale too, and the order of the legend is the order of the stack.
 */
export const AGED_SHADES: Record<AgedBucket, string> = {
  not_due: '#c6dbef',
  d0_30: '#6baed6',
  d31_60: '#2171b5',
  d61_90: '#08458a',
  d90_plus: '#041f3f',
};

/** How many payers the chart stacks (the table lists more). */
export const CHART_PAYERS = 10;

/**
 * The payers owing most, one horizontal bar each, stacked by age bucket. A separate chunk so @mui/x-charts loads with
 * the report only; the table beside it says the same for screen readers.
 */
export default function AgedDebtorsChart({ payers }: { payers: AgedDebtorPayer[] }) {
  const top = payers.slice(0, CHART_PAYERS);
  return (
    <BarChart
      height={Math.max(160, 48 + top.length * 32)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: top.map((p) => p.team?.name ?? 'No team'), width: 160 }]}
      xAxis={[{ valueFormatter: (v: number) => `£${v.toLocaleString('en-GB')}` }]}
      series={AGED_BUCKETS.map((b) => ({
        label: AGED_BUCKET_LABELS[b],
        data: top.map((p) => p.amounts[b]),
        stack: 'owed',
        color: AGED_SHADES[b],
        valueFormatter: (v: number | null) => (v === null ? '' : `£${v.toFixed(2)}`),
      }))}
      margin={{ left: 8, right: 24, top: 16, bottom: 8 }}
    />
  );
}
