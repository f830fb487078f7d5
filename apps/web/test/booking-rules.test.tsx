import { NO_BOOKING_RULES, type BookingRulesOverview } from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRuleOverride } from '../src/components/booking/rule-override';
import BookingRulesPage from '../src/features/space/routes/booking-rules-page';
import { ApiError } from '../src/lib/api-client';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const MESSAGE = 'Meeting rooms can be booked at most 60 days ahead';
const overview = (rooms: Partial<typeof NO_BOOKING_RULES> = {}): BookingRulesOverview => ({
  types: (['hot_desk', 'meeting_room', 'desk', 'suite'] as const).map((t) => ({
    resource_type: t,
    configured: t === 'meeting_room',
    ...NO_BOOKING_RULES,
    ...(t === 'meeting_room' ? rooms : {}),
  })),
  resources: [],
});

describe('Space › Booking rules', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the type's rules in words and saves a 60-day horizon for members", async () => {
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/booking-rules/') && init?.method === 'PUT') return { body: overview({ granularity_minutes: 30, max_days_ahead: 60 }) };
      if (url.startsWith('/api/booking-rules/')) return { body: overview({ granularity_minutes: 30 }) };
      return undefined;
    });
    renderWithApp(<BookingRulesPage />, '/space/booking_rules');
    expect(await screen.findByText('30-minute slots')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Meeting Room rules' });
    fireEvent.change(within(form).getAllByRole('spinbutton', { name: 'Maximum days ahead' })[0], { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/booking-rules/')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(api, 'PUT', '/api/booking-rules/')[0][1]?.body));
    expect(body).toMatchObject({
      resource_type: 'meeting_room',
      max_days_ahead: 60,
      non_member_max_days_ahead: null,
      granularity_minutes: 30,
      opening_hours: null,
    });
    expect(await screen.findByText('60 days ahead · 30-minute slots')).toBeTruthy();
  });

  it("shows the server's field message under the field", async () => {
    serveApi((url, init) => {
      if (url.startsWith('/api/booking-rules/') && init?.method === 'PUT')
        return {
          status: 400,
          body: {
            detail: 'Maximum duration cant be shorter than the minimum',
            errors: { max_duration_minutes: 'Maximum duration cant be shorter than the minimum' },
          },
        };
      if (url.startsWith('/api/booking-rules/')) return { body: overview() };
      return undefined;
    });
    renderWithApp(<BookingRulesPage />, '/space/booking_rules');
    const form = await screen.findByRole('form', { name: 'Meeting Room rules' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText('Maximum duration cant be shorter than the minimum')).length).toBeGreaterThan(0);
  });
});

/** A form that sends through the override hook and shows what happened. */
function Harness({ send }: { send: (override: boolean) => Promise<string> }) {
  const { withOverride, dialog } = useRuleOverride();
  const [result, setResult] = useState('');
  return (
    <>
      <button onClick={() => withOverride(send).then(setResult, (e: Error) => setResult(`refused: ${e.message}`))}>Send</button>
      <output>{result}</output>
      {dialog}
    </>
  );
}

const refusal = () =>
  new ApiError(
    400,
    { detail: MESSAGE, errors: { start: MESSAGE }, code: 'booking_rule', overridable: true, violations: [{ message: MESSAGE }] },
    MESSAGE,
  );

describe("'Book anyway' for booking rules", () => {
  it('lists the broken rules and resends with the override only after the confirmation', async () => {
    const send = vi.fn(async (override: boolean) => {
      if (!override) throw refusal();
      return 'booked';
    });
    renderWithApp(<Harness send={send} />, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking rules' });
    expect(within(dialog).getByRole('list', { name: 'Broken booking rules' }).textContent).toContain(MESSAGE);
    expect(send).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book anyway' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('booked'));
    expect(send.mock.calls.map((c) => c[0])).toEqual([false, true]);
  });

  it('Cancel keeps the refusal (the form shows the rule) and sends nothing more', async () => {
    const send = vi.fn(async () => {
      throw refusal();
    });
    renderWithApp(<Harness send={send} />, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Booking rules' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`refused: ${MESSAGE}`));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('other errors pass through without asking', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(409, { detail: 'Meeting room busy at that time' }, 'Meeting room busy at that time');
    });
    renderWithApp(<Harness send={send} />, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('refused: Meeting room busy at that time'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
