import { CREDENTIAL_MESSAGES, PORTAL_MESSAGES, UPLOAD_MESSAGE, type PortalInvoice, type PortalMe } from '@clubspace/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalTokens } from '../src/features/portal/api/portal-client';
import { DEFAULT_BRANDING } from '../src/lib/branding';
import { createQueryClient } from '../src/lib/query-client';
import { PortalRouter } from '../src/portal-app/portal-router';

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Answer = { status?: number; body: unknown; type?: string };

const WORKSPACE = { slug: 'demo', name: 'Demo Coworking', logo: null, navigation_color: null, button_color: null, font: null, welcome_text: '' };
const SETTINGS: PortalMe['settings'] = {
  book_desks: true,
  book_rooms: true,
  cancel_hours: 24,
  see_invoices: true,
  invite_members: true,
  welcome_text: '',
};
const me = (admin: boolean, settings: Partial<PortalMe['settings']> = {}): PortalMe => ({
  member: {
    slug: 'ann-admin',
    first_name: 'Ann',
    last_name: 'Admin',
    email: 'ann@demo.test',
    role: admin ? 'team_admin' : 'team_member',
    team: { slug: 'acme', name: 'Acme' },
    is_team_admin: admin,
  },
  workspace: WORKSPACE,
  online_payments: false,
  settings: { ...SETTINGS, ...settings },
});
const INVOICE: PortalInvoice = {
  slug: 'inv-7',
  name: 'INV-0007',
  status: 'pending_payment',
  date: '2026-03-02',
  date_due: '2026-03-16',
  total: 120,
  outstanding: 45.5,
  overdue: true,
  team: 'Acme',
};
const PROFILE = {
  first_name: 'Ann',
  last_name: 'Admin',
  email: 'ann@demo.test',
  phone: null,
  photo: null,
  preferences: { allow_email: true, bookings: true, invoices: true, campaigns: false, community: true },
};

function serve(answer: (call: Call) => Answer | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const raw = init.body;
      const body = raw instanceof FormData ? raw : raw ? JSON.parse(String(raw)) : undefined;
      const call = { url, method: init.method ?? 'GET', headers: (init.headers ?? {}) as Record<string, string>, body };
      calls.push(call);
      const a = url.startsWith('/api/client/') ? { body: DEFAULT_BRANDING } : (answer(call) ?? { status: 404, body: { detail: 'nope' } });
      const payload = typeof a.body === 'string' ? a.body : JSON.stringify(a.body);
      return new Response(payload, { status: a.status ?? 200, headers: { 'Content-Type': a.type ?? 'application/json' } });
    }),
  );
  return calls;
}

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PortalRouter />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the member portal’s account screens', () => {
  beforeEach(() => portalTokens.set('demo', { access: 'p-access', refresh: 'p-refresh' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    portalTokens.clear('demo');
  });

  it('Invoices: a team admin sees the team’s with date, due date, total and amount due, and downloads a PDF with the portal token', async () => {
    const clicked = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked(this.download);
    });
    const calls = serve((c) => {
      if (c.url === '/api/portal/me') return { body: me(true) };
      if (c.url === '/api/portal/invoices?scope=team') return { body: { invoices: [INVOICE] } };
      if (c.url === '/api/portal/invoices?scope=mine') return { body: { invoices: [] } };
      if (c.url === '/api/portal/invoices/inv-7/pdf') return { body: '%PDF-1.4', type: 'application/pdf' };
    });
    renderAt('/portal/demo/invoices');
    const card = await screen.findByRole('article', { name: 'Invoice INV-0007' });
    for (const text of ['Overdue', 'Acme', '02-03-2026', '16-03-2026', '£120.00', '£45.50']) expect(within(card).getByText(text)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Download PDF of invoice INV-0007' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledWith('INV-0007.pdf'));
    const pdf = calls.find((c) => c.url === '/api/portal/invoices/inv-7/pdf')!;
    expect(pdf.headers.Authorization).toBe('Bearer p-access');
    expect(pdf.headers['x-portal-workspace']).toBe('demo');
    fireEvent.click(screen.getByRole('tab', { name: 'Mine' }));
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
    click.mockRestore();
  });

  it('Invoices: hidden, in words, when the portal does not show them (nothing asked of the server)', async () => {
    const calls = serve((c) => (c.url === '/api/portal/me' ? { body: me(false, { see_invoices: false }) } : undefined));
    renderAt('/portal/demo/invoices');
    expect(await screen.findByText(PORTAL_MESSAGES.invoicesOff)).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/portal/invoices'))).toBe(false);
  });

  it('Profile: the preferences send the master switch and the categories; a password change keeps the fresh token pair', async () => {
    const calls = serve((c) => {
      if (c.url === '/api/portal/me') return { body: me(false) };
      if (c.url === '/api/portal/profile') return { body: PROFILE };
      if (c.url === '/api/portal/preferences') return { body: { ...PROFILE, preferences: c.body, detail: PORTAL_MESSAGES.preferencesSaved } };
      if (c.url === '/api/portal/password') {
        const body = c.body as { current_password: string };
        if (body.current_password !== 'Old-Pass-1')
          return { status: 400, body: { detail: 'Invalid', errors: { current_password: CREDENTIAL_MESSAGES.currentPasswordWrong } } };
        return { body: { access: 'new-access', refresh: 'new-refresh', detail: CREDENTIAL_MESSAGES.passwordChanged } };
      }
    });
    renderAt('/portal/demo/profile');
    const prefs = await screen.findByRole('form', { name: 'Notifications' });
    fireEvent.click(within(prefs).getByRole('checkbox', { name: 'News and offers' }));
    fireEvent.click(within(prefs).getByRole('switch', { name: 'E-mail me' }));
    expect((within(prefs).getByRole('checkbox', { name: /Bookings/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(prefs).getByRole('button', { name: 'Save preferences' }));
    expect(await within(prefs).findByText(PORTAL_MESSAGES.preferencesSaved)).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/portal/preferences')?.body).toEqual({
      allow_email: false,
      bookings: true,
      invoices: true,
      campaigns: true,
      community: true,
    });

    const pw = screen.getByRole('form', { name: 'Password' });
    const fill = (label: string, value: string) => fireEvent.change(within(pw).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    fill('Current password', 'Wrong-Pass-1');
    fill('New password', 'Fresh-Pass-42x');
    fill('Confirm new password', 'Fresh-Pass-42y');
    fireEvent.click(within(pw).getByRole('button', { name: 'Change password' }));
    expect(await within(pw).findByText(CREDENTIAL_MESSAGES.passwordsDiffer)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/portal/password')).toBe(false);
    fill('Confirm new password', 'Fresh-Pass-42x');
    fireEvent.click(within(pw).getByRole('button', { name: 'Change password' }));
    expect(await within(pw).findByText(CREDENTIAL_MESSAGES.currentPasswordWrong)).toBeTruthy();
    fill('Current password', 'Old-Pass-1');
    fireEvent.click(within(pw).getByRole('button', { name: 'Change password' }));
    expect(await within(pw).findByText(CREDENTIAL_MESSAGES.passwordChanged)).toBeTruthy();
    expect(portalTokens.access('demo')).toBe('new-access');
    expect(portalTokens.refresh('demo')).toBe('new-refresh');
  });

  it('Profile: a file that is not a JPG, PNG or WebP is refused before sending; a photo is sent as multipart', async () => {
    const calls = serve((c) => {
      if (c.url === '/api/portal/me') return { body: me(false) };
      if (c.url === '/api/portal/profile') return { body: PROFILE };
      if (c.url === '/api/portal/me/photo')
        return { body: { ...PROFILE, photo: '/api/uploads/00000000-0000-4000-a000-000000000001', detail: PORTAL_MESSAGES.photoSaved } };
    });
    renderAt('/portal/demo/profile');
    const input = (await screen.findByLabelText('Photo file')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(UPLOAD_MESSAGE, { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/portal/me/photo')).toBe(false);
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText(PORTAL_MESSAGES.photoSaved)).toBeTruthy();
    const sent = calls.find((c) => c.url === '/api/portal/me/photo')!;
    expect(sent.method).toBe('POST');
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
    expect(sent.headers['Content-Type']).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeTruthy();
  });

  it('Team: lists the members with their portal status; Remove asks first; an invitation the server refuses shows its words', async () => {
    const calls = serve((c) => {
      if (c.url === '/api/portal/me') return { body: me(true) };
      if (c.url === '/api/portal/team')
        return {
          body: {
            team: { slug: 'acme', name: 'Acme' },
            members: [
              { slug: 'ann-admin', name: 'Ann Admin', email: 'ann@demo.test', role: 'team_admin', status: 'active', portal_status: 'active' },
              { slug: 'bob', name: 'Bob Builder', email: 'bob@demo.test', role: 'team_member', status: 'active', portal_status: 'invited' },
            ],
          },
        };
      if (c.url === '/api/portal/team/bob' && c.method === 'DELETE') return { body: { detail: PORTAL_MESSAGES.removed('Bob Builder') } };
      if (c.url === '/api/portal/team/invite') return { status: 403, body: { detail: PORTAL_MESSAGES.invitesOff } };
    });
    renderAt('/portal/demo/team');
    const bob = await screen.findByTestId('portal-team-bob');
    expect(within(bob).getByText('Invited')).toBeTruthy();
    expect(within(screen.getByTestId('portal-team-ann-admin')).queryByRole('button', { name: /Remove/ })).toBeNull();
    fireEvent.click(within(bob).getByRole('button', { name: 'Remove Bob Builder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bob Builder from the team?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(PORTAL_MESSAGES.removed('Bob Builder'))).toBeTruthy();

    const form = await screen.findByRole('form', { name: 'Invite a colleague' }); // once the dialog has gone
    fireEvent.change(within(form).getByLabelText(/^First name/), { target: { value: 'Cleo' } });
    fireEvent.change(within(form).getByLabelText(/^Last name/), { target: { value: 'Colleague' } });
    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: 'cleo@acme.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(PORTAL_MESSAGES.invitesOff, { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/portal/team/invite')?.body).toEqual({
      first_name: 'Cleo',
      last_name: 'Colleague',
      email: 'cleo@acme.example',
    });
  });

  it('Team: when team admins may not invite, the form says staff do it and cannot be sent; a member is told the page is the admin’s', async () => {
    serve((c) => {
      if (c.url === '/api/portal/me') return { body: me(true, { invite_members: false }) };
      if (c.url === '/api/portal/team') return { body: { team: { slug: 'acme', name: 'Acme' }, members: [] } };
    });
    const view = renderAt('/portal/demo/team');
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    expect(within(form).getByText(PORTAL_MESSAGES.invitesOff)).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Send invitation' }) as HTMLButtonElement).disabled).toBe(true);
    view.unmount();
    vi.unstubAllGlobals();
    const calls = serve((c) => (c.url === '/api/portal/me' ? { body: me(false) } : undefined));
    renderAt('/portal/demo/team');
    expect(await screen.findByText(PORTAL_MESSAGES.teamAdminOnly)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/portal/team')).toBe(false);
  });

  it('Guests: a field the contract refuses is named before sending; a registered guest shows in the list', async () => {
    let registered = false;
    const calls = serve((c) => {
      if (c.url === '/api/portal/me') return { body: me(false) };
      if (c.url === '/api/portal/guests' && c.method === 'GET')
        return { body: { guests: registered ? [{ name: 'Gina Guest', email: 'gina@example.com', day: '2030-05-06', office: 'Shoreditch' }] : [] } };
      if (c.url === '/api/portal/guests' && c.method === 'POST') {
        registered = true;
        return {
          status: 201,
          body: {
            detail: PORTAL_MESSAGES.guestRegistered('Gina Guest', '06-05-2030'),
            guest: { name: 'Gina Guest', email: 'gina@example.com', day: '2030-05-06', office: 'Shoreditch' },
          },
        };
      }
    });
    renderAt('/portal/demo/guests');
    expect(await screen.findByText('No guests expected')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Expect a guest' });
    fireEvent.change(within(form).getByLabelText(/^Guest’s name/), { target: { value: 'Gina Guest' } });
    fireEvent.change(within(form).getByLabelText(/^Guest’s e-mail/), { target: { value: 'not-an-email' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Register guest' }));
    expect(await within(form).findByText('Must be a valid mail')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(form).getByLabelText(/^Guest’s e-mail/), { target: { value: 'gina@example.com' } });
    fireEvent.change(within(form).getByLabelText(/^Day/), { target: { value: '2030-05-06' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Register guest' }));
    expect(await screen.findByText('Gina Guest · 06-05-2030')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Gina Guest', email: 'gina@example.com', day: '2030-05-06' });
  });
});
