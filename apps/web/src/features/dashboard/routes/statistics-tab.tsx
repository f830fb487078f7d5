import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';
import { statisticsQuery, statisticsWindow } from '../api/dashboard-api';
import { StatisticsTable, type StatisticsKind } from '../components/statistics-table';

const StatisticsChart = lazy(() => import('../components/statistics-chart'));
const chartSkeleton = <Skeleton variant="rectangular" height={320} />;

/** A statistics tab: line chart and monthly table for the active club over the last 13 months. */
export function StatisticsTab({ kind, label }: { kind: StatisticsKind; label: string }) {
  const session = useSession();
  const stats = useQuery(statisticsQuery({ ...statisticsWindow(), club: session.data?.active_office?.slug }));
  const error = stats.error ? `Could not load the statistics: ${stats.error.message}` : undefined;
  return (
    <>
      <Box sx={{ mb: 3 }}>
        {stats.data ? (
          <Suspense fallback={chartSkeleton}>
            <StatisticsChart labels={stats.data.labels} series={stats.data.series[kind]} money={kind === 'revenue'} />
          </Suspense>
        ) : (
          !error && chartSkeleton
        )}
      </Box>
      <StatisticsTable kind={kind} label={label} rows={stats.data?.rows} loading={stats.isPending} error={error} />
    </>
  );
}
