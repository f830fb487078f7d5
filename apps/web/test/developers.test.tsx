import { API_KEY_MESSAGES, apiKeyRevokeConfirm, type ApiKeyCreated, type ApiKeyItem, type StaffProfile } from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DevelopersPage from '../src/features/users/routes/developers-page';
import { DEFAULT_CODES, callsTo, renderWithApp, serveApi, type Handler, OWNER_PROFILE } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), useInlineConfirmation: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const PROFILE = OWNER_PROFILE;

const DOOR: ApiKeyItem = {
  id: 1,
  name: 'Door access',
  prefix: 'csk_AbCdEfGh',
  scopes: { users: 'read', members: 'read' },
  offices: [{ slug: 'shoreditch', name: 'Shoreditch' }],
  created_at: '2026-10-01T10:00:00.000Z',
  created_by: 'Olivia Owner',
  expires_at: null,
  last_used_at: '2026-11-26T09:00:00.000Z',
  revoked_at: null,
  status: 'active',
};
const SECRET = `csk_${'s'.repeat(43)}`;
const CODES = [...DEFAULT_CODES, 'account'];
const PATH = '/api/api-keys/';

function serve(me: StaffProfile, handler: Handler) {
  return serveApi((url, init) => (url.startsWith('/api/staff-profile/') ? { body: me } : handler(url, init)));
}

describe('DevelopersPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a key with scopes and an office, shows its secret once with a copy button, and lists it', async () => {
    let keys: ApiKeyItem[] = [DOOR];
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = serve(PROFILE, (url, init) => {
      if (!url.startsWith(PATH)) return undefined;
      if ((init?.method ?? 'GET') === 'GET') return { body: { api_keys: keys } };
      const body = JSON.parse(String(init?.body));
      const item: ApiKeyItem = { ...DOOR, id: 2, name: body.name, prefix: SECRET.slice(0, 12), scopes: body.scopes, offices: [], last_used_at: null };
      keys = [item, ...keys];
      return { status: 201, body: { api_key: item, secret: SECRET } satisfies ApiKeyCreated };
    });
    renderWithApp(<DevelopersPage />, '/users/developers', CODES);

    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('Door access')).toBeTruthy();
    expect(within(table).getByText('csk_AbCdEfGh…')).toBeTruthy();
    expect(within(table).getByText('Shoreditch')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    // Nothing chosen: the contract's messages, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(API_KEY_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(API_KEY_MESSAGES.scopesRequired)).toBeTruthy();
    expect(callsTo(api, 'POST', PATH)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Invoices sync' } });
    // A tab's scope lifts its area (a route needs both): Members · Invoices read+write → Members read+write.
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Members · Invoices access' }), { target: { value: 'write' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Bookings access' }), { target: { value: 'read' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Canary Wharf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));

    await waitFor(() => expect(callsTo(api, 'POST', PATH)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'POST', PATH)[0][1]?.body))).toEqual({
      name: 'Invoices sync',
      scopes: { invoices: 'write', users: 'write', bookings: 'read' },
      offices: ['canary'],
      expires_at: null,
    });
    const shown = await screen.findByRole('dialog', { name: /Invoices sync.*created/ });
    expect(within(shown).getByText(API_KEY_MESSAGES.shownOnce)).toBeTruthy();
    expect((within(shown).getByRole('textbox', { name: 'Secret' }) as HTMLInputElement).value).toBe(SECRET);
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Once closed, the secret is nowhere on the page; the list shows the new key by its prefix.
    expect(await screen.findByText('Invoices sync')).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a key after confirming', async () => {
    let keys: ApiKeyItem[] = [DOOR];
    const api = serve(PROFILE, (url, init) => {
      if (!url.startsWith(PATH)) return undefined;
      if ((init?.method ?? 'GET') === 'GET') return { body: { api_keys: keys } };
      keys = [{ ...DOOR, status: 'revoked', revoked_at: '2026-11-27T10:00:00.000Z' }];
      return { status: 204, body: null };
    });
    renderWithApp(<DevelopersPage />, '/users/developers', CODES);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Door access' }));
    const confirm = await screen.findByRole('dialog', { name: apiKeyRevokeConfirm('Door access').title });
    expect(callsTo(api, 'POST', `${PATH}1/revoke/`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(callsTo(api, 'POST', `${PATH}1/revoke/`)).toHaveLength(1));
    expect(await screen.findByText('revoked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke Door access' })).toBeNull();
  });

  it('tells staff other than the owner that keys are the owner’s, and asks for none', async () => {
    const api = serve({ ...PROFILE, role: 'club_admin' } as StaffProfile, () => undefined);
    renderWithApp(<DevelopersPage />, '/users/developers', CODES);
    expect(await screen.findByText(API_KEY_MESSAGES.ownerOnly)).toBeTruthy();
    expect(callsTo(api, 'GET', PATH)).toHaveLength(0);
  });
});
