import {
  WEBHOOK_MESSAGES,
  webhookDeleteConfirm,
  webhookRotateConfirm,
  type WebhookDeliveryItem,
  type WebhookEndpointItem,
  type WebhookEndpointSecret,
} from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhooksSection } from '../src/features/users/components/webhooks-section';
import { DEFAULT_CODES, callsTo, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), useInlineConfirmation: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const CRM: WebhookEndpointItem = {
  id: 7,
  url: 'https://crm.example.com/hooks',
  description: 'CRM',
  events: ['member.created', 'booking.created'],
  enabled: true,
  disabled_reason: null,
  secret_prefix: 'whsec_AbCdEf',
  previous_secret_until: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
const DELIVERY: WebhookDeliveryItem = {
  id: 31,
  event_id: 'evt_abc123',
  event_type: 'booking.created',
  status: 'failed',
  attempts: 3,
  response_status: 500,
  error: 'HTTP 500',
  created_at: '2026-11-27T09:00:00.000Z',
  last_attempt_at: '2026-11-27T09:10:00.000Z',
  next_attempt_at: null,
};
const SECRET = `whsec_${'A'.repeat(43)}=`;
const PATH = '/api/webhooks/';
const CODES = [...DEFAULT_CODES, 'account'];

describe('WebhooksSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds an endpoint with chosen events, shows its secret once, and lists it', async () => {
    let endpoints: WebhookEndpointItem[] = [CRM];
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = serveApi((url, init) => {
      if (!url.startsWith(PATH)) return undefined;
      if ((init?.method ?? 'GET') === 'GET') return { body: { endpoints } };
      const body = JSON.parse(String(init?.body));
      const item: WebhookEndpointItem = {
        ...CRM,
        id: 8,
        url: body.url,
        events: body.events,
        description: body.description,
        secret_prefix: SECRET.slice(0, 12),
      };
      endpoints = [...endpoints, item];
      return { status: 201, body: { endpoint: item, secret: SECRET } satisfies WebhookEndpointSecret };
    });
    renderWithApp(<WebhooksSection />, '/users/developers', CODES);
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    expect(within(table).getByText('https://crm.example.com/hooks')).toBeTruthy();
    expect(within(table).getByText('member.created, booking.created')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.eventsRequired)).toBeTruthy();
    expect(callsTo(api, 'POST', PATH)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), { target: { value: 'https://door.example.com/in' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^booking\.checked_in/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^invoice\.paid/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(callsTo(api, 'POST', PATH)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'POST', PATH)[0][1]?.body))).toEqual({
      url: 'https://door.example.com/in',
      description: '',
      events: ['booking.checked_in', 'invoice.paid'],
      enabled: true,
    });
    const shown = await screen.findByRole('dialog', { name: /Signing secret for https:\/\/door.example.com\/in/ });
    expect(within(shown).getByText(WEBHOOK_MESSAGES.shownOnce)).toBeTruthy();
    expect((within(shown).getByRole('textbox', { name: 'Signing secret' }) as HTMLInputElement).value).toBe(SECRET);
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('https://door.example.com/in')).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('shows the delivery log, resends a delivery, sends a test event, rotates after confirming and deletes', async () => {
    const api = serveApi((url, init) => {
      const method = init?.method ?? 'GET';
      if (url.startsWith(`${PATH}7/deliveries/`) && method === 'GET') return { body: { deliveries: [DELIVERY] } };
      if (url === PATH && method === 'GET') return { body: { endpoints: [CRM] } };
      if (url.startsWith(`${PATH}7/rotate/`)) return { body: { endpoint: { ...CRM, secret_prefix: 'whsec_NewNew' }, secret: SECRET } };
      if (url.startsWith(`${PATH}7/`) && method === 'DELETE') return { status: 204, body: null };
      if (url.startsWith(PATH)) return { status: 202, body: null };
      return undefined;
    });
    renderWithApp(<WebhooksSection />, '/users/developers', CODES);
    fireEvent.click(await screen.findByRole('button', { name: `Deliveries of ${CRM.url}` }));
    const log = await screen.findByRole('table', { name: `Deliveries to ${CRM.url}` });
    expect(within(log).getByText('evt_abc123')).toBeTruthy();
    expect(within(log).getByText('failed')).toBeTruthy();
    expect(within(log).getByText('500')).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Resend booking.created evt_abc123' }));
    await waitFor(() => expect(callsTo(api, 'POST', `${PATH}7/deliveries/31/resend/`)).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: `Send test event to ${CRM.url}` }));
    await waitFor(() => expect(callsTo(api, 'POST', `${PATH}7/test/`)).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: `Rotate secret of ${CRM.url}` }));
    const ask = await screen.findByRole('dialog', { name: webhookRotateConfirm.title });
    expect(callsTo(api, 'POST', `${PATH}7/rotate/`)).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: /Signing secret/ });
    expect(within(shown).getByText(WEBHOOK_MESSAGES.rotated)).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: `Delete ${CRM.url}` }));
    const del = await screen.findByRole('dialog', { name: webhookDeleteConfirm(CRM.url).title });
    fireEvent.click(within(del).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', `${PATH}7/`)).toHaveLength(1));
  });
});
