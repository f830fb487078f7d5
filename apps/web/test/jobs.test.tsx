import { JOB_MESSAGES, type JobItem, type StaffProfile } from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import JobsPage from '../src/features/users/routes/jobs-page';
import { DEFAULT_CODES, callsTo, renderWithApp, serveApi, type Handler, OWNER_PROFILE } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), useInlineConfirmation: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const CODES = [...DEFAULT_CODES, 'account'];
const PATH = '/api/jobs/';
const DEAD: JobItem = {
  id: 7,
  kind: 'xero-pull',
  label: 'Xero payment pull',
  state: 'dead',
  attempts: 5,
  max_attempts: 5,
  run_at: '2026-11-27T10:00:00.000Z',
  created_at: '2026-11-27T09:00:00.000Z',
  finished_at: '2026-11-27T12:00:00.000Z',
  last_error: 'Xero answered 401: reconnect Xero',
};
const FAILED: JobItem = {
  ...DEAD,
  id: 8,
  kind: 'campaign-batch',
  label: 'Campaign e-mails',
  state: 'failed',
  attempts: 1,
  finished_at: null,
  last_error: 'SMTP timeout',
};

function serve(me: StaffProfile, handler: Handler) {
  return serveApi((url, init) => (url.startsWith('/api/staff-profile/') ? { body: me } : handler(url, init)));
}

describe('JobsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the jobs that need attention, filters by state, retries a dead job and discards a failed one', async () => {
    let jobs: JobItem[] = [DEAD, FAILED];
    const api = serve(OWNER_PROFILE, (url, init) => {
      if (!url.startsWith(PATH)) return undefined;
      const method = init?.method ?? 'GET';
      if (method === 'GET') {
        const state = new URL(url, 'http://x').searchParams.get('state');
        return { body: { jobs: state === 'done' ? [] : jobs } };
      }
      const id = Number(url.split('/')[3]);
      const next: JobItem = url.endsWith('/retry/')
        ? { ...jobs.find((j) => j.id === id)!, state: 'queued', attempts: 0, finished_at: null }
        : { ...jobs.find((j) => j.id === id)!, state: 'discarded' };
      jobs = jobs.map((j) => (j.id === id ? next : j));
      return { body: next };
    });
    renderWithApp(<JobsPage />, '/users/jobs', CODES);

    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(callsTo(api, 'GET', `${PATH}?state=attention`)).toHaveLength(1);
    const deadRow = within(table).getByText('Xero payment pull').closest('tr')!;
    expect(within(deadRow).getByText('Dead')).toBeTruthy();
    expect(within(deadRow).getByText('5 of 5')).toBeTruthy();
    expect(within(deadRow).getByText('Xero answered 401: reconnect Xero')).toBeTruthy();
    const failedRow = within(table).getByText('Campaign e-mails').closest('tr')!;
    expect(within(failedRow).getByText('Failed, will retry')).toBeTruthy();
    // A failed job (still retrying) is discarded, not retried.
    expect(within(failedRow).queryByRole('button', { name: 'Retry job 8' })).toBeNull();

    fireEvent.click(within(deadRow).getByRole('button', { name: 'Retry job 7' }));
    await waitFor(() => expect(callsTo(api, 'POST', `${PATH}7/retry/`)).toHaveLength(1));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(JOB_MESSAGES.retried));
    fireEvent.click(within(failedRow).getByRole('button', { name: 'Discard job 8' }));
    await waitFor(() => expect(callsTo(api, 'POST', `${PATH}8/discard/`)).toHaveLength(1));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Jobs' })).getByText('Discarded')).toBeTruthy());
    expect(within(screen.getByRole('table', { name: 'Jobs' })).getByText('Queued')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Show jobs' }), { target: { value: 'done' } });
    expect(await screen.findByText(JOB_MESSAGES.none)).toBeTruthy();
    expect(callsTo(api, 'GET', `${PATH}?state=done`)).toHaveLength(1);
  });

  it('tells staff other than the owner that jobs are the owner’s, and asks for none', async () => {
    const api = serve({ ...OWNER_PROFILE, role: 'club_admin' } as StaffProfile, () => undefined);
    renderWithApp(<JobsPage />, '/users/jobs', CODES);
    expect(await screen.findByText(JOB_MESSAGES.ownerOnly)).toBeTruthy();
    expect(callsTo(api, 'GET', PATH)).toHaveLength(0);
  });
});
