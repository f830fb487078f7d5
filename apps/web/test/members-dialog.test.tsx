import { MEMBER_MESSAGES } from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberDialog } from '../src/features/members/components/member-dialog';
import { callsTo, memberItem, renderWithApp, serveApi } from './members-helpers';

const field = (label: RegExp | string) => screen.getByRole('textbox', { name: label });

function pickRole(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Role/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: label }));
}

describe('MemberDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the required messages of the contract and sends nothing', async () => {
    const api = serveApi(() => ({ body: [] }));
    renderWithApp(<MemberDialog open onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEMBER_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(MEMBER_MESSAGES.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(MEMBER_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(MEMBER_MESSAGES.roleRequired)).toBeTruthy();
    // Creating does not need a team; the office defaults to the active one.
    expect(screen.queryByText(MEMBER_MESSAGES.teamRequired)).toBeNull();
    expect(screen.queryByText(MEMBER_MESSAGES.officeRequired)).toBeNull();
    expect(callsTo(api, 'POST', '/api/profile/')).toHaveLength(0);
  });

  it("says 'This mail already exists' while typing and blocks the submit", async () => {
    const api = serveApi((url) =>
      url.startsWith('/api/email-is-valid/') ? { body: { message: url.includes('taken') ? 'present' : 'free' } } : { body: [] },
    );
    renderWithApp(<MemberDialog open onClose={vi.fn()} />);
    fireEvent.change(field(/First name/), { target: { value: 'Ann' } });
    fireEvent.change(field(/Last name/), { target: { value: 'Lee' } });
    pickRole('Member');
    fireEvent.change(field(/Email/), { target: { value: 'taken@example.com' } });
    expect(await screen.findByText(MEMBER_MESSAGES.emailTaken, undefined, { timeout: 2000 })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    // Enter in a field submits the form anyway: still blocked, still the message.
    fireEvent.submit(save.closest('form')!);
    await waitFor(() => expect(screen.getByText(MEMBER_MESSAGES.emailTaken)).toBeTruthy());
    expect(callsTo(api, 'POST', '/api/profile/')).toHaveLength(0);
    expect(callsTo(api, 'GET', '/api/email-is-valid/taken%40example.com')).toHaveLength(1);

    // Another address clears it.
    fireEvent.change(field(/Email/), { target: { value: 'new@example.com' } });
    await waitFor(() => expect(screen.queryByText(MEMBER_MESSAGES.emailTaken)).toBeNull(), { timeout: 2000 });
  });

  it('checks the e-mail at submit when the debounced check has not answered yet', async () => {
    const api = serveApi((url) => (url.startsWith('/api/email-is-valid/') ? { body: { message: 'present' } } : { body: [] }));
    renderWithApp(<MemberDialog open onClose={vi.fn()} />);
    fireEvent.change(field(/First name/), { target: { value: 'Ann' } });
    fireEvent.change(field(/Last name/), { target: { value: 'Lee' } });
    pickRole('Admin');
    fireEvent.change(field(/Email/), { target: { value: 'staff@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEMBER_MESSAGES.emailTaken)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/profile/')).toHaveLength(0);
  });

  it("puts the server's 409 field message under the e-mail", async () => {
    serveApi((url, init) => {
      if (url.startsWith('/api/email-is-valid/')) return { body: { message: 'free' } };
      if (url === '/api/profile/' && init?.method === 'POST')
        return { status: 409, body: { detail: MEMBER_MESSAGES.emailTaken, errors: { email: MEMBER_MESSAGES.emailTaken } } };
      return { body: [] };
    });
    renderWithApp(<MemberDialog open onClose={vi.fn()} />);
    fireEvent.change(field(/First name/), { target: { value: 'Ann' } });
    fireEvent.change(field(/Last name/), { target: { value: 'Lee' } });
    pickRole('Member');
    fireEvent.change(field(/Email/), { target: { value: 'race@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEMBER_MESSAGES.emailTaken)).toBeTruthy();
  });

  it('creates the member, shows the confirmation, then closes', async () => {
    const created = memberItem({ slug: 'ann-lee', user: { ...memberItem().user, email: 'ann@example.com' } });
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/email-is-valid/')) return { body: { message: 'free' } };
      if (url === '/api/profile/' && init?.method === 'POST') return { status: 201, body: created };
      return { body: [] };
    });
    const onClose = vi.fn();
    renderWithApp(<MemberDialog open onClose={onClose} />);
    fireEvent.change(field(/First name/), { target: { value: ' Ann ' } });
    fireEvent.change(field(/Last name/), { target: { value: 'Lee' } });
    pickRole('Member');
    fireEvent.change(field(/Email/), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEMBER_MESSAGES.memberCreated)).toBeTruthy();
    const [, init] = callsTo(api, 'POST', '/api/profile/')[0];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      office: 'shoreditch',
      role: 'team_member',
      team: null,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(created), { timeout: 3000 });
  });

  it('requires a team when editing, and keeps the e-mail read-only', async () => {
    const api = serveApi(() => ({ body: [] }));
    renderWithApp(<MemberDialog open member={memberItem()} onClose={vi.fn()} />);
    expect((field(/Email/) as HTMLInputElement).readOnly).toBe(true);
    expect((field(/First name/) as HTMLInputElement).value).toBe('Ann');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEMBER_MESSAGES.teamRequired)).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/profile/')).toHaveLength(0);
    // Editing never asks whether the member's own e-mail is taken.
    expect(callsTo(api, 'GET', '/api/email-is-valid/')).toHaveLength(0);
  });

  it('updates a member with a team (PUT without the e-mail)', async () => {
    const member = memberItem({ team: { slug: 'acme', name: 'Acme', status: 'active' } });
    const api = serveApi((url, init) => (url === '/api/profile/ann-lee' && init?.method === 'PUT' ? { body: member } : { body: [] }));
    renderWithApp(<MemberDialog open member={member} onClose={vi.fn()} />);
    fireEvent.change(field(/Job title/), { target: { value: 'CTO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEMBER_MESSAGES.memberUpdated)).toBeTruthy();
    const body = JSON.parse(String(callsTo(api, 'PUT', '/api/profile/ann-lee')[0][1]?.body));
    expect(body).toMatchObject({ team: 'acme', job_title: 'CTO', office: 'shoreditch', role: 'team_member' });
    expect(body).not.toHaveProperty('email');
  });
});
