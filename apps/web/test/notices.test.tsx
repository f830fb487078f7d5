import { NOTICE_MESSAGES, type NoticeItem } from '@clubspace/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownLiteView } from '../src/components/markdown-lite-view';
import NoticesPage from '../src/features/community/notices/routes/notices-page';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

afterEach(() => vi.unstubAllGlobals());

const NOTICE: NoticeItem = {
  slug: 'lift',
  title: 'Lift maintenance',
  body: 'Out of order',
  image: null,
  offices: [],
  publish_at: '2026-06-01T09:00:00.000Z',
  expire_at: null,
  pinned: true,
  status: 'live',
  email_requested: false,
  emailed_at: null,
  emailed_count: 0,
  created_at: '2026-06-01T09:00:00.000Z',
  created_by: 'Olivia Owner',
};

describe('MarkdownLiteView', () => {
  it('renders the subset as elements and everything else as text', () => {
    const { container } = render(
      <MarkdownLiteView markdown={'Hi **all** <script>alert(1)</script>\n\n- [site](https://example.com)\n- [x](javascript:alert(1))'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('all');
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.com');
    expect(screen.getByText('[x](javascript:alert(1))')).toBeTruthy();
  });
});

describe('Community → Notices', () => {
  it('lists notices with their status and posts a new one with a request key', async () => {
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/lookups/offices')) return { body: { offices: [{ slug: 'shoreditch', name: 'Shoreditch' }] } };
      if (url.startsWith('/api/notices/') && (init?.method ?? 'GET') === 'POST') return { status: 201, body: { ...NOTICE, slug: 'new' } };
      if (url.startsWith('/api/notices/')) return { body: { num_results: 1, page_size: 10, current_page: 1, num_pages: 1, notices: [NOTICE] } };
      return undefined;
    });
    renderWithApp(<NoticesPage />, '/community/notices', ['community', 'board']);
    const row = (await screen.findByText('Lift maintenance')).closest('tr')!;
    expect(within(row).getByText('Live')).toBeTruthy();
    expect(within(row).getByText('All offices')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Post notice' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Post notice' });
    // The contract's messages, before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText(NOTICE_MESSAGES.titleRequired)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/notices/')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Summer party' } });
    fireEvent.change(within(dialog).getByLabelText(/^Notice/), { target: { value: 'Drinks at **six**' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/notices/')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(api, 'POST', '/api/notices/')[0]![1]!.body));
    expect(body).toMatchObject({ title: 'Summer party', body: 'Drinks at **six**', offices: [], publish_at: null, expire_at: null, email: false });
    expect(body.request_key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
