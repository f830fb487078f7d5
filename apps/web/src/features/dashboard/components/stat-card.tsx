import { formatOccupancy, formatPounds, type CardData } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CanOpenLink } from '../../../components/can-open-link';
import { DeltaText } from './delta-text';

const FURTHER = ['first', 'second', 'third', 'fourth'] as const;

/** The main value with its magnitude: £ money via formatPounds, % with 2 decimals, plain numbers otherwise. */
export function formatMain(value: number, magnitude: CardData['value_magnitude']): string {
  if (magnitude === '£') return formatPounds(value);
  if (magnitude === '%') return formatOccupancy(value);
  return String(value);
}
/** Further values name their unit in the label, e.g. 'Revenue (£)'. */
const formatFurther = (name: string, value: number) => (name.includes('(£)') ? formatPounds(value) : String(value));

interface StatCardProps {
  title: string;
  data?: CardData;
  /** No figures yet: a skeleton. */
  loading?: boolean;
  /** Figures of the previous choice while the new ones load: dimmed under a progress bar. */
  refreshing?: boolean;
  /** Nothing to ask for yet (an unfinished custom period): a still skeleton, the filter bar says why. */
  idle?: boolean;
  error?: string;
}

/** One dashboard card: main value and delta, four further values with deltas, and the View payments link. */
export function StatCard({ title, data, loading, refreshing, idle, error }: StatCardProps) {
  const busy = Boolean(loading || refreshing);
  return (
    <Card variant="outlined" component="section" aria-label={title} aria-busy={busy} sx={{ position: 'relative' }}>
      {refreshing && (
        <LinearProgress aria-label={`Updating ${title.toLowerCase()}`} sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 3 }} />
      )}
      <CardContent>
        <Typography color="text.secondary" gutterBottom>
          {title}
        </Typography>
        {error ? (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        ) : idle || !data || loading ? (
          <>
            <Skeleton variant="text" width="50%" height={48} animation={idle ? false : 'pulse'} />
            <Skeleton variant="rectangular" height={96} animation={idle ? false : 'pulse'} />
          </>
        ) : (
          <Box sx={{ opacity: refreshing ? 0.45 : 1, transition: 'opacity 120ms' }}>
            <Typography variant="caption" color="text.secondary">
              {data.main_name}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
              <Typography variant="h4" component="p" data-testid="main-value">
                {formatMain(data.main_value, data.value_magnitude)}
              </Typography>
              <DeltaText metric={data.main_name} value={data.main_value} previous={data.main_previous} delta={data.main_delta} />
            </Box>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto auto', columnGap: 2, rowGap: 0.5, my: 1.5 }}>
              {FURTHER.map((k) => (
                <Box key={k} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {data[`${k}_name`]}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {formatFurther(data[`${k}_name`], data[`${k}_value`])}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                    <DeltaText metric={data[`${k}_name`]} value={data[`${k}_value`]} previous={data[`${k}_previous`]} delta={data[`${k}_delta`]} />
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        )}
        {/* Hidden from staff without the invoices tab, whom it would only bounce (issue 10 §13). */}
        <CanOpenLink to="/members/invoices" variant="body2" fallback={null}>
          View payments
        </CanOpenLink>
      </CardContent>
    </Card>
  );
}
