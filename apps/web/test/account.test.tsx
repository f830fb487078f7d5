import { ACCOUNT_MESSAGES, SECTION_LABELS, type Branding } from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeForm } from '../src/features/users/components/theme-form';
import StaffPage from '../src/features/users/routes/staff-page';
import { callsTo, renderWithApp, serveApi, staffItem } from './members-helpers';

const STAFF = staffItem({
  job_title: 'Community Host',
  offices: [{ slug: 'shoreditch', name: 'Shoreditch' }],
  all_offices: false,
  web_sections: [{ code: 'users' }, { code: 'members' }],
});

const list = (name: string) => screen.getByRole('group', { name });
const itemsOf = (name: string) =>
  within(list(name))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('StaffPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('moves sections between Not Permitted and Permitted and saves the payload', async () => {
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/dashboard-staff/sam-staff') && (init?.method ?? 'GET') === 'GET') return { body: STAFF };
      if (url.startsWith('/api/dashboard-staff/sam-staff')) return { body: STAFF };
      return undefined;
    });
    renderWithApp(
      <Routes>
        <Route path="/users/staff/:slug" element={<StaffPage />} />
        <Route path="/users/staff" element={<div>Staff list</div>} />
      </Routes>,
      '/users/staff/sam-staff',
    );
    // The helper's operator has users, members, membership, teams, guests.
    await screen.findByRole('group', { name: 'Permitted' });
    expect(itemsOf('Permitted')).toEqual([SECTION_LABELS.users, SECTION_LABELS.members]);
    expect(itemsOf('Not Permitted')).toEqual([SECTION_LABELS.membership, SECTION_LABELS.teams, SECTION_LABELS.guests]);

    fireEvent.click(within(list('Not Permitted')).getByText(SECTION_LABELS.teams));
    fireEvent.click(screen.getByRole('button', { name: 'Move selected right' }));
    fireEvent.click(within(list('Permitted')).getByText(SECTION_LABELS.members));
    fireEvent.click(screen.getByRole('button', { name: 'Move selected left' }));
    expect(itemsOf('Permitted')).toEqual([SECTION_LABELS.users, SECTION_LABELS.teams]);

    fireEvent.change(screen.getByRole('textbox', { name: /Job Title/ }), { target: { value: 'Head Host' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/dashboard-staff/sam-staff')).toHaveLength(1));
    const [, init] = callsTo(api, 'POST', '/api/dashboard-staff/sam-staff')[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: 'Sam',
      last_name: 'Staff',
      email: 'staff@demo.test',
      phone: null,
      job_title: 'Head Host',
      role: 'club_staff',
      status: 'active',
      offices: ['shoreditch'],
      web_sections: ['users', 'teams'],
    });
    expect(await screen.findByRole('dialog', { name: ACCOUNT_MESSAGES.staffUpdated })).toBeTruthy();
    expect(await screen.findByText('Staff list', undefined, { timeout: 3000 })).toBeTruthy();
  });

  it('shows the update messages and sends nothing when names are empty', async () => {
    const api = serveApi((url) => (url.startsWith('/api/dashboard-staff/') ? { body: STAFF } : undefined));
    renderWithApp(
      <Routes>
        <Route path="/users/staff/:slug" element={<StaffPage />} />
      </Routes>,
      '/users/staff/sam-staff',
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /First name/ }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.lastNameRequired)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/dashboard-staff/')).toHaveLength(0);
  });
});

const THEME: Branding = {
  name: 'Demo',
  domain: 'demo',
  navigation_color: '#1B3A4B',
  button_color: '#E07A1F',
  font: 'Lato',
  logo: null,
  favicon: null,
  login_image: null,
};

describe('ThemeForm', () => {
  it('requires a name, shows the image hint and refuses a GIF', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithApp(<ThemeForm theme={{ ...THEME, name: '' }} onSubmit={onSubmit} />, '/users/theme');
    expect(screen.getAllByText(ACCOUNT_MESSAGES.imageHint)).toHaveLength(3); // favicon, logo, login image
    // Colours read and take hex values; a swatch opens the browser's picker.
    expect((screen.getByLabelText(/Secondary \(button\) colour/) as HTMLInputElement).value).toBe('#E07A1F');
    expect((screen.getByLabelText('Colour picker for secondary (button) colour') as HTMLInputElement).type).toBe('color');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.nameRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    const gif = new File(['GIF89a'], 'x.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Favicon', { selector: 'input' }), { target: { files: [gif] } });
    expect(await screen.findByText(ACCOUNT_MESSAGES.imageInvalid)).toBeTruthy();
  });

  it('sends name, font, colours and the uploaded image', async () => {
    // The image goes through the one upload call (POST /api/uploads/); the form keeps the URL it answers.
    const uploaded = '/api/uploads/0b5f1c2e-1a2b-4c3d-8e9f-0123456789ab';
    serveApi((url, init) =>
      init?.method === 'POST' && url === '/api/uploads/'
        ? { status: 201, body: { id: uploaded.slice(13), url: uploaded, content_type: 'image/png', size: 4 } }
        : undefined,
    );
    const onSubmit = vi.fn(async () => undefined);
    renderWithApp(<ThemeForm theme={THEME} onSubmit={onSubmit} />, '/users/theme');
    fireEvent.change(screen.getByLabelText(/Secondary \(button\) colour/), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Colour picker for primary (navigation) colour'), { target: { value: '#1b3a4c' } });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'x.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Login image', { selector: 'input' }), { target: { files: [png] } });
    await waitFor(() => expect(screen.getByAltText('Login image').getAttribute('src')).toBe(uploaded));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        name: 'Demo',
        font: 'Lato',
        navigation_color: '#1B3A4C',
        button_color: '#123456',
        favicon: null,
        login_image: uploaded,
        logo: null,
      }),
    ]);
    vi.unstubAllGlobals();
  });
});
