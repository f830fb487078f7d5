import { describe, expect, it } from 'vitest';
import { JOB_FILTERS, JOB_KIND_LABELS, jobCanDiscard, jobCanRetry, jobKindLabel, jobListQuery, jobViewState } from '../src/jobs.ts';

describe('the Jobs screen’s rules (issue 29)', () => {
  it('shows a queued job whose last try failed as failed, and the stored states as they are', () => {
    expect(jobViewState('queued', 0, null)).toBe('queued');
    expect(jobViewState('queued', 2, 'SMTP timeout')).toBe('failed');
    // Retried by hand: tries reset, the last error kept: queued, not failed.
    expect(jobViewState('queued', 0, 'SMTP timeout')).toBe('queued');
    expect(jobViewState('running', 1, null)).toBe('running');
    expect(jobViewState('dead', 5, 'x')).toBe('dead');
    expect(jobViewState('done', 1, null)).toBe('done');
    expect(jobViewState('discarded', 0, null)).toBe('discarded');
  });

  it('retries dead and discarded jobs; discards queued, failed and dead ones', () => {
    expect(['dead', 'discarded'].every((s) => jobCanRetry(s as never))).toBe(true);
    expect(['queued', 'failed', 'running', 'done'].some((s) => jobCanRetry(s as never))).toBe(false);
    expect(['queued', 'failed', 'dead'].every((s) => jobCanDiscard(s as never))).toBe(true);
    expect(['running', 'done', 'discarded'].some((s) => jobCanDiscard(s as never))).toBe(false);
  });

  it('labels every kind, shows an unknown kind as it is, and filters on "needs attention" by default', () => {
    expect(jobKindLabel('billing-run')).toBe(JOB_KIND_LABELS['billing-run']);
    expect(jobKindLabel('from-a-newer-process')).toBe('from-a-newer-process');
    expect(jobListQuery.parse({})).toEqual({ state: 'attention' });
    expect(JOB_FILTERS).toContain('all');
    expect(() => jobListQuery.parse({ state: 'nope' })).toThrow();
  });
});
