import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, type ReactNode } from 'react';

/** While a report loads: a bar over the previous figures, or a placeholder the first time; its failure in words. */
export function ReportState({ loading, error, hasData }: { loading: boolean; error: Error | null; hasData: boolean }) {
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (loading && hasData) return <LinearProgress aria-label="Updating the report" />;
  if (loading) return <Skeleton variant="rounded" height={320} aria-label="Loading the report" />;
  return null;
}

/** The lazily loaded chart with a placeholder of its height. */
export const ChartSlot = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Skeleton variant="rounded" height={320} />}>{children}</Suspense>
);
