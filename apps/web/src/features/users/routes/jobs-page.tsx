import {
  JOB_FILTERS,
  JOB_FILTER_LABELS,
  JOB_MESSAGES,
  JOB_STATE_LABELS,
  jobCanDiscard,
  jobCanRetry,
  type JobFilter,
  type JobItem,
  type JobViewState,
} from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateText } from '../../../components/date-text';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { notifySuccess } from '../../../lib/notify';
import { useStaffProfile } from '../../../lib/session';
import { jobsQuery, useJobAction } from '../api/jobs-api';

const STATE_COLOR: Record<JobViewState, 'default' | 'info' | 'warning' | 'error' | 'success'> = {
  queued: 'default',
  running: 'info',
  failed: 'warning',
  dead: 'error',
  done: 'success',
  discarded: 'default',
};

function JobsTable({ jobs, onRetry, onDiscard }: { jobs: JobItem[]; onRetry: (j: JobItem) => void; onDiscard: (j: JobItem) => void }) {
  if (!jobs.length) return <Typography color="text.secondary">{JOB_MESSAGES.none}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Jobs">
        <TableHead>
          <TableRow>
            <TableCell>Job</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Tries</TableCell>
            <TableCell>Runs at</TableCell>
            <TableCell>Error</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((j) => (
            <TableRow key={j.id}>
              <TableCell>
                {j.label}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  #{j.id}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip size="small" label={JOB_STATE_LABELS[j.state]} color={STATE_COLOR[j.state]} />
              </TableCell>
              <TableCell>
                {j.attempts} of {j.max_attempts}
              </TableCell>
              <TableCell>{j.finished_at ? <DateText value={j.finished_at} time /> : <DateText value={j.run_at} time />}</TableCell>
              <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{j.last_error ?? ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {jobCanRetry(j.state) && (
                  <Button size="small" onClick={() => onRetry(j)} aria-label={`Retry job ${j.id}`}>
                    Retry
                  </Button>
                )}
                {jobCanDiscard(j.state) && (
                  <Button size="small" color="error" onClick={() => onDiscard(j)} aria-label={`Discard job ${j.id}`}>
                    Discard
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /users/jobs (issue 29): the operator's background jobs on the durable queue, the owner's only. By default the jobs
 * that need attention (failed and retrying, or dead); a dead one can be retried, a queued or dead one discarded.
 */
export default function JobsPage() {
  const me = useStaffProfile().data;
  const owner = me?.role === 'club_owner';
  const [state, setState] = useState<JobFilter>('attention');
  const jobs = useQuery({ ...jobsQuery(state), enabled: owner, refetchInterval: 5_000 });
  const retry = useJobAction('retry');
  const discard = useJobAction('discard');
  if (!me) return <PageLoader />;
  if (!owner) return <Alert severity="info">{JOB_MESSAGES.ownerOnly}</Alert>;
  return (
    <SectionCard title="Background jobs">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Billing runs, campaign e-mails, Xero pulls and e-mails sent again run in the background. A job that fails is tried again later; after its
          last try it is dead until you retry or discard it.
        </Typography>
        <label>
          <Typography component="span" variant="body2" sx={{ mr: 1 }}>
            Show
          </Typography>
          <select aria-label="Show jobs" value={state} onChange={(e) => setState(e.target.value as JobFilter)}>
            {JOB_FILTERS.map((f) => (
              <option key={f} value={f}>
                {JOB_FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        {jobs.data ? (
          <JobsTable
            jobs={jobs.data.jobs}
            onRetry={async (j) => {
              await retry.mutateAsync(j.id);
              notifySuccess(JOB_MESSAGES.retried);
            }}
            onDiscard={async (j) => {
              await discard.mutateAsync(j.id);
              notifySuccess(JOB_MESSAGES.discarded);
            }}
          />
        ) : (
          <PageLoader />
        )}
      </Stack>
    </SectionCard>
  );
}
