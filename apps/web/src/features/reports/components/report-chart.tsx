import { CHART_PALETTE } from '@clubspace/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart, lineClasses, type LineSeries } from '@mui/x-charts/LineChart';

export interface ReportSeries {
  id: string;
  label: string;
  data: (number | null)[];
}

interface ReportChartProps {
  labels: string[];
  series: ReportSeries[];
  /** How values read: pounds or percentages. */
  unit: 'money' | 'percent';
}

type MarkShape = NonNullable<LineSeries['shape']>;

/** Line styles and mark shapes per series: the lines stay apart in grey-scale, not by colour alone. */
const DASHES = ['none', '8 4', '2 3', '10 3 2 3', '4 4', '12 6'] as const;
const SHAPES: MarkShape[] = ['circle', 'square', 'diamond', 'triangle', 'cross', 'star'];
const SHAPE_WORDS: Record<MarkShape, string> = {
  circle: '●',
  square: '■',
  diamond: '◆',
  triangle: '▲',
  cross: '✚',
  star: '★',
  wye: 'Y',
};

const format = (unit: ReportChartProps['unit']) => (v: number | null) =>
  v === null ? '' : unit === 'money' ? `£${v.toLocaleString('en-GB', { maximumFractionDigits: 0 })}` : `${v}%`;

/**
 * A report's chart (issue 31): one line per series, each with its own dash pattern and mark shape, and a key drawn
 * with the same pattern and shape. Its own chunk, so @mui/x-charts loads with a report's screen only.
 */
export default function ReportChart({ labels, series, unit }: ReportChartProps) {
  const dashSx = Object.fromEntries(
    series.map((s, i) => [`& .${lineClasses.line}[data-series="${s.id}"]`, { strokeDasharray: DASHES[i % DASHES.length], strokeWidth: 2.5 }]),
  );
  return (
    <Stack spacing={1}>
      <LineChart
        height={320}
        colors={[...CHART_PALETTE]}
        hideLegend
        xAxis={[{ scaleType: 'point', data: labels, tickLabelMinGap: 12 }]}
        yAxis={[{ width: unit === 'money' ? 80 : 48, valueFormatter: format(unit) }]}
        series={series.map((s, i) => ({ id: s.id, label: s.label, data: s.data, shape: SHAPES[i % SHAPES.length], valueFormatter: format(unit) }))}
        margin={{ left: 8, right: 40, top: 16, bottom: 8 }}
        sx={dashSx}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="chart-key">
        {series.map((s, i) => (
          <Stack key={s.id} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <svg width="36" height="12" aria-hidden="true">
              <line
                x1="0"
                y1="6"
                x2="36"
                y2="6"
                stroke={CHART_PALETTE[i % CHART_PALETTE.length]}
                strokeWidth="2.5"
                strokeDasharray={DASHES[i % DASHES.length]}
              />
            </svg>
            <Typography variant="caption">
              {SHAPE_WORDS[SHAPES[i % SHAPES.length]!]} {s.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
