import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MARKETING_MESSAGES as M,
  campaignCreate,
  campaignPatch,
  offerLimitMessage,
  offerPayload,
  offerUserPayload,
  plannedDateIso,
  plannedDay,
} from '../src/marketing.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('campaign payloads', () => {
  it('gives the five messages when missing or empty', () => {
    const expected = {
      name: M.nameRequired,
      code: M.campaignCodeRequired,
      type: M.typeRequired,
      date_planned: M.datePlannedRequired,
      status: M.statusRequired,
    };
    expect(messages(campaignCreate.safeParse({}))).toEqual(expected);
    expect(messages(campaignCreate.safeParse({ name: ' ', code: '', type: '', date_planned: '', status: '' }))).toEqual(expected);
  });
  it('accepts the form as sent and any status', () => {
    for (const status of ['active', 'finished', 'cancelled', 'pending_payment'])
      expect(campaignCreate.safeParse({ name: 'A', code: 'C', type: '2', date_planned: plannedDateIso('2026-05-01'), status }).success).toBe(true);
    expect(messages(campaignCreate.safeParse({ name: 'A', code: 'C', type: 1, date_planned: 'soon', status: 'active' }))).toEqual({
      date_planned: M.datePlannedInvalid,
    });
  });
  it('PATCH takes any subset', () => {
    expect(campaignPatch.safeParse({ user_list: [1, 2, 'ann-lee'] }).success).toBe(true);
    expect(campaignPatch.safeParse({ user_list: [-1] }).success).toBe(false);
  });
});

describe('the planned day', () => {
  it('is sent as midnight at +01:00', () => {
    expect(plannedDateIso('2026-05-01')).toBe('2026-05-01T00:00:00+01:00');
    expect(new Date(plannedDateIso('2026-01-15')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
  });
  it('round-trips through the stored instant, whatever the day (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }), (d) => {
        const day = d.toISOString().slice(0, 10);
        expect(plannedDay(new Date(plannedDateIso(day)).toISOString())).toBe(day);
      }),
    );
    expect(plannedDay(null)).toBe('');
  });
});

describe('offer payloads', () => {
  it('requires code and offer type', () => {
    expect(messages(offerPayload.safeParse({}))).toEqual({ code: M.codeRequired, offer_type: M.offerTypeRequired });
    expect(messages(offerPayload.safeParse({ code: '', offer_type: '' }))).toEqual({ code: M.codeRequired, offer_type: M.offerTypeRequired });
  });
  it('wants the start before the end, and no negative limits or prices', () => {
    const base = { code: 'X', offer_type: 'bar' };
    expect(messages(offerPayload.safeParse({ ...base, date_start: '2026-02-01T09:00:00Z', date_end: '2026-02-01T09:00:00Z' }))).toEqual({
      date_end: M.endBeforeStart,
    });
    expect(offerPayload.safeParse({ ...base, date_start: '2026-02-01T09:00:00Z', date_end: '2026-02-01T18:00:00Z' }).success).toBe(true);
    expect(messages(offerPayload.safeParse({ ...base, limit_per_member: -1, price: -2 }))).toEqual({
      limit_per_member: M.notNegative,
      price: M.notNegative,
    });
  });
});

describe('offer-user payloads', () => {
  it('gives the three messages', () => {
    expect(messages(offerUserPayload.safeParse({}))).toEqual({ user: M.userRequired, offer: M.offerRequired, status: M.statusRequired });
    expect(messages(offerUserPayload.safeParse({ user: '', offer: '', status: '' }))).toEqual({
      user: M.userRequired,
      offer: M.offerRequired,
      status: M.statusRequired,
    });
    expect(offerUserPayload.safeParse({ user: 'ann-lee', offer: 'welcome', status: 'new' }).success).toBe(true);
  });
  it('names the limit in the refusal', () => {
    expect(offerLimitMessage('member', 1)).toMatch(/limit per member \(1\)/);
    expect(offerLimitMessage('team', 2)).toMatch(/limit per team \(2\)/);
    expect(offerLimitMessage('campaign', 3)).toMatch(/limit per campaign \(3\)/);
  });
});
