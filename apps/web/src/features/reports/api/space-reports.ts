import { reportsSpaceApi } from '@clubspace/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useReportFilters } from './report-filters';

/** Report 3 (occupancy by hour) for the URL's filters. */
export function useOccupancyReport() {
  const { query } = useReportFilters();
  return useQuery({
    queryKey: ['reports', 'occupancy', query],
    queryFn: ({ signal }) => call(reportsSpaceApi.occupancy, { query }, { signal }),
    meta: { silent: true },
  });
}

/** Report 4 (resource utilisation) for the URL's filters. */
export function useUtilisationReport() {
  const { query } = useReportFilters();
  return useQuery({
    queryKey: ['reports', 'utilisation', query],
    queryFn: ({ signal }) => call(reportsSpaceApi.utilisation, { query }, { signal }),
    meta: { silent: true },
  });
}
