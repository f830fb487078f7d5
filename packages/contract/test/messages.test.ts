import { describe, expect, it } from 'vitest';
import { clientOnboarding, clientSignup, SESSION_MESSAGES } from '../src/session.ts';
import { cutEmail, MEMBER_MESSAGES, memberCreate } from '../src/members.ts';
import { defaultMembershipDays, membershipCreate } from '../src/memberships.ts';
import { teamCreate } from '../src/teams.ts';
import { buildEnvelope, normaliseSearch, pagerLabel, parseOrder, slugify } from '../src/common.ts';
import { pathAllowed, sectionsForPath } from '../src/sections.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('validation messages are the seeds’ words', () => {
  it('sign-up', () => {
    expect(messages(clientSignup.safeParse({}))).toMatchObject({
      first_name: 'Name is required',
      last_name: 'Surname is required',
      company: 'Company name is required',
      workspace: 'Workspace name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('onboarding', () => {
    const r = clientOnboarding.safeParse({ role: 'coworking', club: ' ', visibility: 'public', email: 'nope' });
    expect(messages(r)).toMatchObject({ club: SESSION_MESSAGES.officeNameMandatory, email: 'Must be a valid mail' });
    expect(clientOnboarding.safeParse({ role: 'other', club: 'A', visibility: 'private', email: 'a@b.co' }).success).toBe(false);
  });

  it('team form: every field required', () => {
    expect(messages(teamCreate.safeParse({ name: 'A' }))).toMatchObject({
      description: 'Description is required',
      invoice_name: 'Invoice Name is required',
      invoice_address: 'Invoice Address is required',
      invoice_post_code: 'Invoice Post Code is required',
      invoice_city: 'Invoice City is required',
    });
  });

  it('member form', () => {
    expect(messages(memberCreate.safeParse({ email: 'bad' }))).toMatchObject({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      office: 'Office is required',
      email: 'A valid email is required',
      role: 'Role is required',
    });
    expect(messages(memberCreate.safeParse({ phone: 'abc' })).phone).toBe(MEMBER_MESSAGES.phoneInvalid);
  });

  it('membership: units ≥ 1 and nothing negative', () => {
    const r = membershipCreate.safeParse({
      member: 'm',
      team: 't',
      plan: 'p',
      price: -1,
      start: '2025-01-02',
      end: '2025-01-01',
      recurrent: false,
      numUnits: 0,
    });
    expect(messages(r)).toMatchObject({ price: MEMBER_MESSAGES.notNegative, numUnits: MEMBER_MESSAGES.unitsPositive });
    const ok = membershipCreate.parse({ member: 'm', team: 't', plan: 'p', price: 10, start: '2025-01-01', end: '2025-01-31', recurrent: true });
    expect(ok).toMatchObject({ numUnits: 1, status: 'active', free_credits: 0, free_days: 0 });
  });
});

describe('shared helpers', () => {
  it('cuts e-mails at 28 characters', () => {
    expect(cutEmail('short@x.io')).toBe('short@x.io');
    expect(cutEmail('a-very-long-address-for-testing@example.com')).toBe('a-very-long-address-for-test…');
  });
  it('default membership length', () => {
    expect(defaultMembershipDays(0)).toBe(30);
    expect(defaultMembershipDays(undefined)).toBe(30);
    expect(defaultMembershipDays(90)).toBe(90);
  });
  it('paging helpers', () => {
    expect(pagerLabel(2, 10, 25)).toBe('11–20 of 25');
    expect(pagerLabel(3, 10, 25)).toBe('21–25 of 25');
    expect(pagerLabel(1, 10, 0)).toBe('0–0 of 0');
    expect(pagerLabel(2, 25, 120000, true)).toBe('26–50 of about 120,000');
    expect(buildEnvelope('teams', [1], { n: 120000, estimated: true }, { page_size: 25, page_number: 1 })).toEqual({
      num_results: 120000,
      num_results_estimated: true,
      page_size: 25,
      current_page: 1,
      num_pages: 4800,
      teams: [1],
    });
    expect(buildEnvelope('teams', [1], { n: 21, estimated: false }, { page_size: 10, page_number: 3 })).not.toHaveProperty('num_results_estimated');
    expect(buildEnvelope('teams', [1], 21, { page_size: 10, page_number: 3 })).toEqual({
      num_results: 21,
      page_size: 10,
      current_page: 3,
      num_pages: 3,
      teams: [1],
    });
    expect(parseOrder('-name', ['name', 'status'] as const, 'name')).toEqual({ field: 'name', desc: true });
    expect(parseOrder('password', ['name'] as const, '-name')).toEqual({ field: 'name', desc: true });
    expect(normaliseSearch(' Acme  Ltd ')).toBe('AcmeLtd');
    expect(slugify('Café Société, Ltd.')).toBe('cafe-societe-ltd');
  });
  it('route sections follow the first URL segment', () => {
    expect(sectionsForPath('/dashboard/revenue')).toBeNull();
    expect(sectionsForPath('/members/companies/x')).toEqual(['users']);
    expect(pathAllowed('/users/staff', ['users'])).toBe(false);
    expect(pathAllowed('/users/staff', ['account'])).toBe(true);
    expect(pathAllowed('/resources/desk-1', ['space'])).toBe(false);
    expect(pathAllowed('/campaigns/spring', [])).toBe(true);
    expect(pathAllowed('/nowhere', ['dashboard'])).toBe(false);
  });
});
