import { ONLINE_PAYMENT_MESSAGES, type PaymentsStatus } from '@clubspace/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PaymentsPage from '../src/features/users/routes/payments-page';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), useInlineConfirmation: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const BASE: PaymentsStatus = {
  connected: false,
  provider: 'stripe',
  key_hint: null,
  account_id: null,
  account_name: null,
  methods: ['card'],
  auto_collect: false,
  connected_at: null,
  tested_at: null,
  last_error: null,
  webhook_path: '/api/webhooks/stripe/demo',
};
const CONNECTED: PaymentsStatus = {
  ...BASE,
  connected: true,
  key_hint: 'sk_test_…0001',
  account_id: 'acct_1',
  account_name: 'Demo',
  methods: ['card', 'bacs_debit'],
  connected_at: '2026-03-02T10:00:00.000Z',
  tested_at: '2026-03-02T10:00:00.000Z',
};
const PATH = '/api/payments/settings/';

describe('PaymentsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('connects Stripe: a key of the wrong shape is refused in words before sending, a refused key shows Stripe’s words, a good one shows the account', async () => {
    let attempts = 0;
    const api = serveApi((url, init) => {
      if (!url.startsWith(PATH)) return undefined;
      if ((init?.method ?? 'GET') === 'GET') return { body: BASE };
      if (init?.method === 'PUT') {
        attempts++;
        if (attempts === 1)
          return { status: 400, body: { detail: ONLINE_PAYMENT_MESSAGES.badKey, errors: { secret_key: ONLINE_PAYMENT_MESSAGES.badKey } } };
        return { body: { detail: ONLINE_PAYMENT_MESSAGES.connected, ...CONNECTED } };
      }
      return undefined;
    });
    renderWithApp(<PaymentsPage />, '/users/payments', ['account']);
    expect(await screen.findByText(/\/api\/webhooks\/stripe\/demo/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Secret key/), { target: { value: 'pk_test_1234' } });
    fireEvent.change(screen.getByLabelText(/Webhook signing secret/), { target: { value: 'whsec_abcd1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(ONLINE_PAYMENT_MESSAGES.secretKeyInvalid)).toBeTruthy();
    expect(callsTo(api, 'PUT', PATH)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Secret key/), { target: { value: 'sk_test_revoked_1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(ONLINE_PAYMENT_MESSAGES.badKey)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Secret key/), { target: { value: 'sk_test_good_0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connected to Stripe (Demo)')).toBeTruthy();
    expect(screen.getByText('sk_test_…0001')).toBeTruthy();
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(ONLINE_PAYMENT_MESSAGES.connected));
    const sent = JSON.parse(String(callsTo(api, 'PUT', PATH)[1][1]?.body));
    expect(sent).toEqual({ secret_key: 'sk_test_good_0001', webhook_secret: 'whsec_abcd1234', methods: ['card', 'bacs_debit'], auto_collect: false });
  });
});
