import { reportsDebtorsApi, type AgedDebtorPayer } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { agedDebtorsQuery, useRemindPayer } from '../api/aged-debtors-api';
import { useReportFilters } from '../api/report-filters';
import { AgedDebtorsTable } from '../components/aged-debtors-table';
import { ReportFrame } from '../components/report-frame';

const AgedDebtorsChart = lazy(() => import('../components/aged-debtors-chart'));
const chartSkeleton = <Skeleton variant="rectangular" height={240} />;

/** Reports › Aged debtors (issue 31, report 5): who owes what and for how long, with a reminder per payer. */
export default function AgedDebtorsPage() {
  const { query } = useReportFilters();
  const report = useQuery(agedDebtorsQuery(query));
  const remind = useRemindPayer();
  const onRemind = (p: AgedDebtorPayer) => p.team && remind.mutate(p.team.slug, { onSuccess: (r) => notifySuccess(r.detail) });
  const data = report.data;
  return (
    <ReportFrame
      kind="aged-debtors"
      endpoint={reportsDebtorsApi.report}
      scope={data?.scope}
      chart={
        data?.payers.length ? (
          <Suspense fallback={chartSkeleton}>
            <AgedDebtorsChart payers={data.payers} />
          </Suspense>
        ) : undefined
      }
    >
      {report.isError ? (
        <Alert severity="error">Could not load the report: {report.error.message}</Alert>
      ) : data ? (
        <AgedDebtorsTable report={data} onRemind={onRemind} reminding={remind.isPending ? (remind.variables ?? null) : null} />
      ) : (
        chartSkeleton
      )}
    </ReportFrame>
  );
}
