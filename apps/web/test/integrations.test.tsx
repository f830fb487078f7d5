import { XERO_DISCONNECT_CONFIRM, XERO_MESSAGES, type XeroStatus } from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import IntegrationsPage from '../src/features/users/routes/integrations-page';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

// notistack needs its provider; the toasts are checked through these mocks.
const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), useInlineConfirmation: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const NOT_CONNECTED: XeroStatus = {
  connected: false,
  organisation_name: null,
  client_id: null,
  account_code: null,
  connected_at: null,
  last_sync_at: null,
  last_pull_at: null,
  last_error: null,
};
const CONNECTED: XeroStatus = {
  connected: true,
  organisation_name: 'Demo Coworking Ltd',
  client_id: '••••••••A1B2',
  account_code: '200',
  connected_at: '2026-03-02T10:00:00.000Z',
  last_sync_at: null,
  last_pull_at: null,
  last_error: null,
};
const PATH = '/api/integrations/xero/';
const CODES = ['account'];

describe('IntegrationsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('connects with a client id and secret: a refused secret shows Xero’s words under the field, a good one shows the organisation', async () => {
    let attempts = 0;
    const api = serveApi((url, init) => {
      if (!url.startsWith(PATH)) return undefined;
      if ((init?.method ?? 'GET') === 'GET') return { body: NOT_CONNECTED };
      if (init?.method === 'PUT') {
        attempts++;
        if (attempts === 1)
          return { status: 400, body: { detail: XERO_MESSAGES.badCredentials, errors: { client_secret: XERO_MESSAGES.badCredentials } } };
        return { body: { detail: XERO_MESSAGES.connected, ...CONNECTED } };
      }
      return undefined;
    });
    renderWithApp(<IntegrationsPage />, '/users/integrations', CODES);

    // Empty form: the contract's messages, nothing sent.
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(XERO_MESSAGES.clientIdRequired)).toBeTruthy();
    expect(screen.getByText(XERO_MESSAGES.clientSecretRequired)).toBeTruthy();
    expect(callsTo(api, 'PUT', PATH)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Client ID/ }), { target: { value: 'DEMOCLIENTID0000A1B2' } });
    fireEvent.change(screen.getByLabelText(/Client Secret/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(XERO_MESSAGES.badCredentials)).toBeTruthy();
    expect(JSON.parse(String(callsTo(api, 'PUT', PATH)[0][1]?.body))).toEqual({
      client_id: 'DEMOCLIENTID0000A1B2',
      client_secret: 'wrong',
      account_code: '200',
    });

    fireEvent.change(screen.getByLabelText(/Client Secret/), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connected to Demo Coworking Ltd')).toBeTruthy();
    expect(screen.getByText('••••••••A1B2')).toBeTruthy();
    expect(screen.queryByLabelText(/Client Secret/)).toBeNull();
    expect(notify.notifySuccess).toHaveBeenCalledWith(XERO_MESSAGES.connected);
  });

  it('tests and disconnects (after confirming) a connection', async () => {
    let connected = true;
    const api = serveApi((url, init) => {
      if (!url.startsWith(PATH)) return undefined;
      const method = init?.method ?? 'GET';
      if (method === 'GET') return { body: connected ? CONNECTED : NOT_CONNECTED };
      if (method === 'POST' && url.startsWith(`${PATH}test/`))
        return { body: { detail: XERO_MESSAGES.tested, ...CONNECTED, organisation_name: 'Demo Coworking (renamed)' } };
      if (method === 'DELETE') {
        connected = false;
        return { body: {} };
      }
      return undefined;
    });
    renderWithApp(<IntegrationsPage />, '/users/integrations', CODES);
    expect(await screen.findByText('Connected to Demo Coworking Ltd')).toBeTruthy();
    expect(screen.getAllByText('Never')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected to Demo Coworking (renamed)')).toBeTruthy();
    expect(callsTo(api, 'POST', `${PATH}test/`)).toHaveLength(1);
    expect(notify.notifySuccess).toHaveBeenCalledWith(XERO_MESSAGES.tested);

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: XERO_DISCONNECT_CONFIRM.title });
    expect(callsTo(api, 'DELETE', PATH)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: XERO_DISCONNECT_CONFIRM.confirmLabel }));
    await waitFor(() => expect(callsTo(api, 'DELETE', PATH)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(notify.notifySuccess).toHaveBeenCalledWith(XERO_MESSAGES.disconnected);
  });
});
