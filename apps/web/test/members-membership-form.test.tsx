import { addDaysIso, formatDate, isoDayInZone, MEMBER_MESSAGES, type MembershipPlanItem } from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MembershipDialog } from '../src/features/members/components/membership-dialog';
import { MembershipFields } from '../src/features/members/components/membership-fields';
import {
  defaultEnd,
  membershipFormDefaults,
  membershipResolver,
  planDefaults,
  todayIso,
  type MembershipFormValues,
} from '../src/features/members/components/membership-form';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const plan = (slug: string, length: number, price: number): MembershipPlanItem => ({
  slug,
  name: slug === 'monthly' ? 'Monthly' : 'Day pass',
  subtitle: null,
  description: null,
  base_price: price,
  free_days: 0,
  free_credits: 0,
  length_in_month: length,
  client: 'demo',
});
const PLANS = [plan('day-pass', 0, 15), plan('monthly', 45, 250.5)];

describe('membership form defaults', () => {
  it('starts today (in the office time zone) and ends 30 days later without a plan', () => {
    const today = isoDayInZone(new Date());
    const values = membershipFormDefaults({ team: 'acme', member: 'ann-lee' });
    expect(values).toMatchObject({ team: 'acme', member: 'ann-lee', plan: '', status: 'active', start: today, end: addDaysIso(today, 30) });
    expect(values).toMatchObject({ price: 0, numUnits: 1, free_credits: 0, free_days: 0, recurrent: false });
  });

  it("adds the plan's length_in_month as days, 30 when it is 0 or missing", () => {
    expect(defaultEnd('2026-01-30', { length_in_month: 0 })).toBe('2026-03-01');
    expect(defaultEnd('2026-01-30', undefined)).toBe('2026-03-01');
    expect(defaultEnd('2026-01-30', { length_in_month: 12 })).toBe('2026-02-11');
    expect(planDefaults('2026-11-22', PLANS[1])).toEqual({ price: 250.5, end: '2027-01-06' });
  });

  it("uses the add form's messages on the page and the dialog's own for the pickers", async () => {
    const values: MembershipFormValues = { ...membershipFormDefaults(), price: '', numUnits: 0 };
    const page = await membershipResolver(false)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(page.errors.team?.message).toBe(MEMBER_MESSAGES.teamRequired);
    expect(page.errors.plan?.message).toBe(MEMBER_MESSAGES.planRequired);
    expect(page.errors.member?.message).toBe(MEMBER_MESSAGES.memberRequired);
    expect(page.errors.price?.message).toBe(MEMBER_MESSAGES.priceRequired);
    expect(page.errors.numUnits?.message).toBe(MEMBER_MESSAGES.unitsPositive);
    const dialog = await membershipResolver(true)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(dialog.errors.team?.message).toBe(MEMBER_MESSAGES.teamMandatory);
    expect(dialog.errors.plan?.message).toBe(MEMBER_MESSAGES.planMandatory);
    expect(dialog.errors.member?.message).toBe(MEMBER_MESSAGES.memberMandatory);
  });
});

function Harness({ onValues }: { onValues: (v: MembershipFormValues) => void }) {
  const form = useForm<MembershipFormValues>({ defaultValues: membershipFormDefaults() });
  return (
    <form onSubmit={form.handleSubmit(onValues)} noValidate>
      <MembershipFields form={form} plans={PLANS} />
      <button type="submit">Check</button>
    </form>
  );
}

function pick(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('MembershipFields', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('recomputes the end and the price when the plan changes, and shows dates as dd-MM-yyyy', async () => {
    serveApi(() => ({ body: [] }));
    const onValues = vi.fn();
    renderWithApp(<Harness onValues={onValues} />);
    const today = todayIso();
    const shown = () => [...document.querySelectorAll<HTMLInputElement>('input[name="start"], input[name="end"]')].map((i) => i.value);
    expect(shown()).toEqual([formatDate(`${today}T12:00:00`), formatDate(`${addDaysIso(today, 30)}T12:00:00`)]);

    pick(/Membership Plan/, 'Monthly');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(onValues).toHaveBeenCalled());
    expect(onValues.mock.calls[0][0]).toMatchObject({ plan: 'monthly', price: 250.5, start: today, end: addDaysIso(today, 45) });
    expect(shown()[1]).toBe(formatDate(`${addDaysIso(today, 45)}T12:00:00`));

    pick(/Membership Plan/, 'Day pass');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(onValues).toHaveBeenCalledTimes(2));
    expect(onValues.mock.calls[1][0]).toMatchObject({ plan: 'day-pass', price: 15, end: addDaysIso(today, 30) });
  });

  it('offers the dialog its own statuses and posts dates as yyyy-MM-dd', async () => {
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/membership-plans/')) return { body: PLANS };
      if (url === '/api/memberships/' && init?.method === 'POST')
        return { status: 201, body: { slug: 'm1', plan_membership: { name: 'Monthly' }, start: '2026-11-22T00:00:00.000Z', end: null } };
      return { body: [] };
    });
    const onClose = vi.fn();
    renderWithApp(<MembershipDialog open member={{ slug: 'ann-lee', name: 'Ann Lee' }} team={{ slug: 'acme', name: 'Acme' }} onClose={onClose} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    const statuses = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(statuses).toEqual(['None', 'Active', 'Pending', 'Cancelled', 'Finished']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Active' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEMBER_MESSAGES.planMandatory)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/memberships/')).toHaveLength(0);

    await waitFor(() => expect(screen.getByRole('combobox', { name: /Membership Plan/ })).toBeTruthy());
    pick(/Membership Plan/, 'Monthly');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEMBER_MESSAGES.membershipCreatedTitle)).toBeTruthy();
    const body = JSON.parse(String(callsTo(api, 'POST', '/api/memberships/')[0][1]?.body));
    const today = todayIso();
    expect(body).toMatchObject({
      member: 'ann-lee',
      team: 'acme',
      plan: 'monthly',
      price: 250.5,
      status: 'active',
      start: today,
      end: addDaysIso(today, 45),
      numUnits: 1,
      recurrent: false,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true), { timeout: 3000 });
  });
});
