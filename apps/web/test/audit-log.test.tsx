import { AUDIT_MESSAGES, type AuditEntry, type AuditLogFilters } from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AuditLogPage from '../src/features/users/routes/audit-log-page';
import { DEFAULT_CODES, OWNER_PROFILE, callsTo, renderWithApp, serveApi, type Handler } from './members-helpers';

const CODES = [...DEFAULT_CODES, 'account'];
const PATH = '/api/audit-log/';

const RENAME: AuditEntry = {
  id: 42,
  created_at: '2026-11-26T09:30:00.000Z',
  action: 'update',
  record_type: 'bookings',
  record_id: '123',
  record: 'Booking 123',
  actor: { kind: 'api_key', user_id: 1, name: 'Olivia Owner', api_key: 'Door access', label: 'API key Door access (for Olivia Owner)' },
  address: '203.0.113.7',
  before: { status: 'confirmed', note: null },
  after: { status: 'cancelled', note: 'Rain' },
};
const BY_MEMBER: AuditEntry = {
  ...RENAME,
  id: 41,
  action: 'insert',
  record_type: 'calendar_feeds',
  record_id: '7',
  record: 'Calendar feed 7',
  actor: { kind: 'member', user_id: 9, name: 'Anika Campbell', api_key: null, label: 'Member Anika Campbell' },
  before: null,
  after: { token_hash: '[redacted]' },
};
const FILTERS: AuditLogFilters = {
  people: [
    { user_id: 1, name: 'Olivia Owner' },
    { user_id: 9, name: 'Anika Campbell' },
  ],
  record_types: [{ value: 'bookings', label: 'Booking' }],
};

function serve(role: string, handler: Handler) {
  return serveApi((url, init) => (url.startsWith('/api/staff-profile/') ? { body: { ...OWNER_PROFILE, role } } : handler(url, init)));
}

const page = (rows: AuditEntry[]) => ({ num_results: rows.length, page_size: 50, current_page: 1, num_pages: 1, audit_entries: rows });

describe('AuditLogPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists who changed what, newest first, expands the changed fields and filters by person, record and action', async () => {
    const api = serve('club_owner', (url) => {
      if (url.startsWith(`${PATH}filters/`)) return { body: FILTERS };
      if (url.startsWith(PATH)) return { body: page(url.includes('person=9') ? [BY_MEMBER] : [RENAME, BY_MEMBER]) };
      return undefined;
    });
    renderWithApp(<AuditLogPage />, '/users/audit-log', CODES);

    const table = await screen.findByRole('table', { name: 'Audit log' });
    await within(table).findByText('Booking 123');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Booking 123')).toBeTruthy();
    expect(within(rows[0]!).getByText('API key Door access (for Olivia Owner)')).toBeTruthy();
    expect(within(rows[0]!).getByText('203.0.113.7')).toBeTruthy();
    expect(within(rows[0]!).getByText('Changed')).toBeTruthy();
    expect(within(rows[1]!).getByText('Member Anika Campbell')).toBeTruthy();
    expect(within(rows[1]!).getByText('Created')).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Show the changes of Booking 123' }));
    const changes = await screen.findByRole('table', { name: 'Changes of Booking 123' });
    const status = within(changes).getByText('status').closest('tr')!;
    expect(within(status).getByText('confirmed')).toBeTruthy();
    expect(within(status).getByText('cancelled')).toBeTruthy();
    expect(within(within(changes).getByText('note').closest('tr')!).getByText('—')).toBeTruthy();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Show the changes of Calendar feed 7' }));
    expect(within(await screen.findByRole('table', { name: 'Changes of Calendar feed 7' })).getByText('[redacted]')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Person' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Anika Campbell' }));
    await waitFor(() => expect(callsTo(api, 'GET', PATH).some(([url]) => String(url).includes('person=9'))).toBe(true));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Audit log' })).queryByText('Booking 123')).toBeNull());
  });

  it('is the owner’s only', async () => {
    const api = serve('club_admin', () => ({ body: page([]) }));
    renderWithApp(<AuditLogPage />, '/users/audit-log', CODES);
    expect(await screen.findByText(AUDIT_MESSAGES.ownerOnly)).toBeTruthy();
    expect(callsTo(api, 'GET', PATH)).toHaveLength(0);
  });
});
