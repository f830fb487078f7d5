import { GDPR_MESSAGES, type PortalMe } from '@clubspace/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberHeader } from '../src/features/members/components/member-header';
import { portalTokens } from '../src/features/portal/api/portal-client';
import { RetentionCard } from '../src/features/users/components/retention-card';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { createQueryClient } from '../src/lib/query-client';
import { PortalRouter } from '../src/portal-app/portal-router';
import { callsTo, memberItem, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const today = () => new Date().toISOString().slice(0, 10);

/** Captures the file names of downloads (the anchor's download attribute). */
function captureDownloads() {
  const names: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => undefined }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, restore: () => click.mockRestore() };
}

describe('member page: GDPR actions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Export data downloads the ZIP with the token, named clubspace-member-<slug>-<date>.zip', async () => {
    const downloads = captureDownloads();
    const api = serveApi((url) => (url.startsWith('/api/members/ann-lee/data-export') ? { body: 'PK' } : undefined));
    renderWithApp(<MemberHeader member={memberItem()} onEdit={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: GDPR_MESSAGES.exportAction }));
    await waitFor(() => expect(downloads.names).toEqual([`clubspace-member-ann-lee-${today()}.zip`]));
    const [, init] = callsTo(api, 'GET', '/api/members/ann-lee/data-export')[0];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer a');
    downloads.restore();
  });

  it('Erase personal data asks for the name or ERASE; Erase stays disabled until it matches, then posts it', async () => {
    const api = serveApi((url, init) =>
      url.startsWith('/api/members/ann-lee/erase') && init?.method === 'POST'
        ? { body: { detail: GDPR_MESSAGES.erased, slug: 'erased-7', user_erased: true } }
        : undefined,
    );
    renderWithApp(<MemberHeader member={memberItem()} onEdit={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: GDPR_MESSAGES.eraseAction }));
    const dialog = await screen.findByRole('dialog', { name: GDPR_MESSAGES.eraseTitle });
    expect(within(dialog).getByText(GDPR_MESSAGES.eraseWarning('Ann Lee'))).toBeTruthy();
    const erase = within(dialog).getByRole('button', { name: 'Erase' }) as HTMLButtonElement;
    expect(erase.disabled).toBe(true);
    const input = within(dialog).getByLabelText(GDPR_MESSAGES.eraseLabel('Ann Lee'));
    fireEvent.change(input, { target: { value: 'Ann' } });
    expect(erase.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'ann lee' } });
    expect(erase.disabled).toBe(false);
    fireEvent.click(erase);
    await waitFor(() => expect(callsTo(api, 'POST', '/api/members/ann-lee/erase')).toHaveLength(1));
    const [, init] = callsTo(api, 'POST', '/api/members/ann-lee/erase')[0];
    expect(JSON.parse(String(init?.body))).toEqual({ confirm: 'ann lee' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.notifySuccess).toHaveBeenCalledWith(GDPR_MESSAGES.erased);
  });

  it('an erased member offers the export only', () => {
    serveApi(() => undefined);
    const erased = memberItem({
      slug: 'erased-7',
      user: { ...memberItem().user, first_name: 'Erased', last_name: 'member', email: 'erased-3@erased.invalid' },
    });
    renderWithApp(<MemberHeader member={erased} onEdit={() => undefined} />);
    expect(screen.getByRole('button', { name: GDPR_MESSAGES.exportAction })).toBeTruthy();
    expect(screen.queryByRole('button', { name: GDPR_MESSAGES.eraseAction })).toBeNull();
  });
});

describe('Account: the retention setting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is off (empty) by default; the owner saves a number of months', async () => {
    const api = serveApi((url, init) => {
      if (!url.startsWith('/api/gdpr-settings/')) return undefined;
      if (init?.method === 'PUT') return { body: { ...JSON.parse(String(init.body)), detail: GDPR_MESSAGES.retentionSaved } };
      return { body: { member_retention_months: null } };
    });
    renderWithApp(<RetentionCard owner />, '/users/company', ['account']);
    const input = (await screen.findByLabelText(GDPR_MESSAGES.retentionLabel)) as HTMLInputElement;
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GDPR_MESSAGES.retentionRange)).toBeTruthy();
    fireEvent.change(input, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/gdpr-settings/')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'PUT', '/api/gdpr-settings/')[0][1]?.body))).toEqual({ member_retention_months: 24 });
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(GDPR_MESSAGES.retentionSaved));
  });

  it('other staff read it and cannot save', async () => {
    serveApi((url) => (url.startsWith('/api/gdpr-settings/') ? { body: { member_retention_months: 18 } } : undefined));
    renderWithApp(<RetentionCard owner={false} />, '/users/company', ['account']);
    const input = (await screen.findByLabelText(GDPR_MESSAGES.retentionLabel)) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('18'));
    expect(input.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText(GDPR_MESSAGES.ownerOnly)).toBeTruthy();
  });
});

describe('portal profile: my data export', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    portalTokens.clear('demo');
  });

  it('downloads the ZIP with the portal token', async () => {
    portalTokens.set('demo', { access: 'p-access', refresh: 'p-refresh' });
    const downloads = captureDownloads();
    const me: PortalMe = {
      member: {
        slug: 'ann-admin',
        first_name: 'Ann',
        last_name: 'Admin',
        email: 'ann@demo.test',
        role: 'team_member',
        team: null,
        is_team_admin: false,
      },
      workspace: { slug: 'demo', name: 'Demo Coworking', logo: null, navigation_color: null, button_color: null, font: null, welcome_text: '' },
      online_payments: false,
      settings: { book_desks: true, book_rooms: true, cancel_hours: 24, see_invoices: true, invite_members: false, welcome_text: '' },
    };
    const profile = {
      first_name: 'Ann',
      last_name: 'Admin',
      email: 'ann@demo.test',
      phone: null,
      photo: null,
      preferences: { allow_email: true, bookings: true, invoices: true, campaigns: true, community: true },
    };
    const calls: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push({ url, headers: (init.headers ?? {}) as Record<string, string> });
        const body =
          url === '/api/portal/me'
            ? me
            : url === '/api/portal/profile'
              ? profile
              : url.startsWith('/api/client/')
                ? DEFAULT_BRANDING
                : url === '/api/portal/me/data-export'
                  ? 'PK'
                  : null;
        return new Response(typeof body === 'string' ? body : JSON.stringify(body ?? { detail: 'nope' }), {
          status: body === null ? 404 : 200,
          headers: { 'Content-Type': url.endsWith('data-export') ? 'application/zip' : 'application/json' },
        });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/portal/demo/profile']}>
          <PortalRouter />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('region', { name: GDPR_MESSAGES.portalExportTitle });
    const button = within(card).getByRole('button', { name: GDPR_MESSAGES.exportAction }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(downloads.names).toEqual([`clubspace-member-ann-admin-${today()}.zip`]));
    const zip = calls.find((c) => c.url === '/api/portal/me/data-export')!;
    expect(zip.headers.Authorization).toBe('Bearer p-access');
    downloads.restore();
  });
});
