import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdsPlace, needsLimitCheck, offerRefusal, reachedLimit, type OfferLimits } from '../src/offer-limits.ts';

const limits = fc.record({
  limit_per_campaign: fc.integer({ min: 0, max: 20 }),
  limit_per_team: fc.integer({ min: 0, max: 20 }),
  limit_per_member: fc.integer({ min: 0, max: 20 }),
});
const none: OfferLimits = { limit_per_campaign: 0, limit_per_team: 0, limit_per_member: 0 };

describe('offer limits', () => {
  it('refuses at the limit and names the most specific one', () => {
    expect(reachedLimit({ ...none, limit_per_member: 1 }, { campaign: 0, team: 0, member: 1 })).toEqual({ kind: 'member', limit: 1 });
    expect(reachedLimit({ ...none, limit_per_member: 2 }, { campaign: 5, team: 5, member: 1 })).toBeNull();
    expect(reachedLimit({ ...none, limit_per_team: 2 }, { campaign: 2, team: 2, member: 0 })).toEqual({ kind: 'team', limit: 2 });
    expect(reachedLimit({ ...none, limit_per_campaign: 3 }, { campaign: 3, team: 0, member: 0 })).toEqual({ kind: 'campaign', limit: 3 });
    expect(reachedLimit({ limit_per_campaign: 1, limit_per_team: 1, limit_per_member: 1 }, { campaign: 1, team: 1, member: 1 })?.kind).toBe('member');
  });

  it('treats 0 as no limit and a member without a team as outside the team limit', () => {
    expect(reachedLimit(none, { campaign: 10_000, team: 10_000, member: 10_000 })).toBeNull();
    expect(reachedLimit({ ...none, limit_per_team: 1 }, { campaign: 4, team: null, member: 0 })).toBeNull();
  });

  it('assigning one by one never passes any limit (property)', () => {
    fc.assert(
      fc.property(
        limits,
        fc.array(fc.record({ team: fc.integer({ min: 0, max: 3 }), member: fc.integer({ min: 0, max: 6 }) }), { maxLength: 60 }),
        (l, requests) => {
          const held: { team: number; member: number }[] = [];
          for (const r of requests) {
            const holders = {
              campaign: held.length,
              team: held.filter((h) => h.team === r.team).length,
              member: held.filter((h) => h.member === r.member).length,
            };
            if (!reachedLimit(l, holders)) held.push(r);
          }
          if (l.limit_per_campaign) expect(held.length).toBeLessThanOrEqual(l.limit_per_campaign);
          for (const t of [0, 1, 2, 3]) if (l.limit_per_team) expect(held.filter((h) => h.team === t).length).toBeLessThanOrEqual(l.limit_per_team);
          for (const m of [0, 1, 2, 3, 4, 5, 6])
            if (l.limit_per_member) expect(held.filter((h) => h.member === m).length).toBeLessThanOrEqual(l.limit_per_member);
        },
      ),
    );
  });

  it('is reached exactly when some positive limit is at or below what is held (property)', () => {
    fc.assert(
      fc.property(limits, fc.nat(30), fc.nat(30), fc.nat(30), (l, campaign, team, member) => {
        const expected =
          (l.limit_per_campaign > 0 && campaign >= l.limit_per_campaign) ||
          (l.limit_per_team > 0 && team >= l.limit_per_team) ||
          (l.limit_per_member > 0 && member >= l.limit_per_member);
        expect(reachedLimit(l, { campaign, team, member }) !== null).toBe(expected);
      }),
    );
  });
});

describe('when a save checks the limits', () => {
  const row = (status: string, offer = 1, user = 1) => ({ status, offer, user });
  it('checks creations and acceptances that hold a place, not rejections or plain edits', () => {
    expect(needsLimitCheck(null, row('new'))).toBe(true);
    expect(needsLimitCheck(null, row('rejected'))).toBe(false);
    expect(needsLimitCheck(row('pending'), row('accepted'))).toBe(true);
    expect(needsLimitCheck(row('cancelled'), row('pending'))).toBe(true);
    expect(needsLimitCheck(row('accepted'), row('accepted'))).toBe(false);
    expect(needsLimitCheck(row('accepted'), row('cancelled'))).toBe(false);
    expect(needsLimitCheck(row('new', 1, 1), row('new', 1, 2))).toBe(true);
    expect(needsLimitCheck(row('new', 1, 1), row('new', 2, 1))).toBe(true);
  });
  it('only holding statuses hold places', () => {
    expect(['new', 'pending', 'accepted'].every(holdsPlace)).toBe(true);
    expect(['rejected', 'cancelled', ''].some(holdsPlace)).toBe(false);
  });
});

describe('offer audience', () => {
  it('only team admin and work only', () => {
    const open = { only_team_admin: false, work_only: false };
    expect(offerRefusal(open, { role: 'referral', working: false })).toBeNull();
    expect(offerRefusal({ ...open, only_team_admin: true }, { role: 'team_member', working: true })).toBe('only_team_admin');
    expect(offerRefusal({ ...open, only_team_admin: true }, { role: 'team_admin', working: false })).toBeNull();
    expect(offerRefusal({ ...open, work_only: true }, { role: 'team_admin', working: false })).toBe('work_only');
    expect(offerRefusal({ only_team_admin: true, work_only: true }, { role: 'team_admin', working: true })).toBeNull();
  });
});
