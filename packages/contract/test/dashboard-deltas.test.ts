import { describe, expect, it } from 'vitest';
import { CARD_FIGURE_POLARITY, deltaDirection, deltaText, deltaTone, figureChange, type FigureChange } from '../src/dashboard-deltas.ts';
import { CHART_PALETTE, customRangeProblem, DASHBOARD_MAX_RANGE_DAYS, DASHBOARD_MESSAGES, STATISTICS_COLUMNS } from '../src/dashboard.ts';

const pct = (n: number): FigureChange => ({ kind: 'pct', pct: n });

describe('figureChange', () => {
  it('no history is none; an empty previous period is new, or same when still 0; 0% is same', () => {
    expect(figureChange(4, null, null)).toEqual({ kind: 'none' });
    expect(figureChange(47, 0, null)).toEqual({ kind: 'new' });
    expect(figureChange(0, 0, null)).toEqual({ kind: 'same' });
    expect(figureChange(5, 5, 0)).toEqual({ kind: 'same' });
    expect(figureChange(6, 5, 20)).toEqual(pct(20));
    expect(figureChange(4, 5, -20)).toEqual(pct(-20));
  });
  it('an older answer without previous values still reads its delta', () => {
    expect(figureChange(6, undefined, 20)).toEqual(pct(20));
    expect(figureChange(6, undefined, null)).toEqual({ kind: 'none' });
  });
});

describe('deltaTone: the colour follows meaning, not sign', () => {
  it('more cancellations, pending payment, void or finished memberships is bad; fewer is good', () => {
    for (const metric of ['Cancelled', 'Pending payment (£)', 'Pending payment', 'Void invoices', 'Void', 'Finished memberships']) {
      expect(deltaTone(metric, pct(10)), metric).toBe('bad');
      expect(deltaTone(metric, { kind: 'new' }), metric).toBe('bad');
      expect(deltaTone(metric, pct(-10)), metric).toBe('good');
    }
  });
  it('more bookings, revenue or members is good; fewer is bad', () => {
    for (const metric of ['Desk bookings', 'Revenue (£)', 'Active members', 'MRR (£)', 'Paid (£)']) {
      expect(deltaTone(metric, pct(3)), metric).toBe('good');
      expect(deltaTone(metric, { kind: 'new' }), metric).toBe('good');
      expect(deltaTone(metric, pct(-3)), metric).toBe('bad');
    }
  });
  it('no change, no history and neutral figures are neutral whichever way they move', () => {
    for (const metric of Object.keys(CARD_FIGURE_POLARITY)) {
      expect(deltaTone(metric, { kind: 'same' })).toBe('neutral');
      expect(deltaTone(metric, { kind: 'none' })).toBe('neutral');
    }
    expect(deltaTone('Draft', pct(50))).toBe('neutral');
    expect(deltaTone('Average duration (h)', pct(-50))).toBe('neutral');
  });
  it('a rise and a fall of the same figure never share a tone unless neutral', () => {
    for (const [metric, polarity] of Object.entries(CARD_FIGURE_POLARITY)) {
      const up = deltaTone(metric, pct(1));
      const down = deltaTone(metric, pct(-1));
      if (polarity === 'neutral') expect([up, down]).toEqual(['neutral', 'neutral']);
      else expect(up).not.toBe(down);
    }
  });
});

describe('deltaText and deltaDirection', () => {
  it("says 'new' rather than a huge percentage, grey 0% without an arrow, 2 decimals otherwise", () => {
    expect(deltaText({ kind: 'new' })).toBe('new');
    expect(deltaText({ kind: 'same' })).toBe('0%');
    expect(deltaText({ kind: 'none' })).toBe('—');
    expect(deltaText(pct(-4.25))).toBe('4.25%');
    expect(deltaText(pct(4700))).toBe('>999%');
    expect(deltaDirection({ kind: 'same' })).toBeNull();
    expect(deltaDirection({ kind: 'none' })).toBeNull();
    expect(deltaDirection({ kind: 'new' })).toBe('up');
    expect(deltaDirection(pct(-1))).toBe('down');
  });
});

describe('customRangeProblem: only complete, plausible periods are asked for', () => {
  it('half-typed years (0002, 0020) and years before 2000 are never sent', () => {
    for (const start of ['0002-01-01', '0020-05-01', '0202-05-01', '1999-12-31']) {
      expect(customRangeProblem(start, '2026-01-31'), start).toBe(DASHBOARD_MESSAGES.yearOutOfRange);
    }
    expect(customRangeProblem('2026-01-01', '2201-01-01')).toBe(DASHBOARD_MESSAGES.yearOutOfRange);
  });
  it('missing, incomplete and impossible days ask to finish them', () => {
    expect(customRangeProblem('', '')).toBe(DASHBOARD_MESSAGES.chooseRange);
    expect(customRangeProblem('2026-01-01', '')).toBe(DASHBOARD_MESSAGES.chooseRange);
    expect(customRangeProblem('invalid', '')).toBe(DASHBOARD_MESSAGES.incompleteDate);
    expect(customRangeProblem('2026-01-01', '2026-02-30')).toBe(DASHBOARD_MESSAGES.incompleteDate);
    expect(customRangeProblem('2026-1-01', '2026-02-01')).toBe(DASHBOARD_MESSAGES.incompleteDate);
  });
  it('order and length, then null for a good period', () => {
    expect(customRangeProblem('2026-02-01', '2026-01-31')).toBe(DASHBOARD_MESSAGES.endBeforeStart);
    expect(customRangeProblem('2024-01-01', '2026-01-01')).toBe(DASHBOARD_MESSAGES.rangeTooLong);
    expect(customRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    const end = new Date(Date.UTC(2025, 0, DASHBOARD_MAX_RANGE_DAYS)).toISOString().slice(0, 10);
    expect(customRangeProblem('2025-01-01', end)).toBeNull();
  });
});

describe('CHART_PALETTE', () => {
  it('gives every column of the widest statistics table its own colour', () => {
    const widest = Math.max(...Object.values(STATISTICS_COLUMNS).map((cols) => cols.length - 1));
    expect(CHART_PALETTE.length).toBeGreaterThanOrEqual(widest);
    expect(new Set(CHART_PALETTE.map((c) => c.toLowerCase())).size).toBe(CHART_PALETTE.length);
  });
});
