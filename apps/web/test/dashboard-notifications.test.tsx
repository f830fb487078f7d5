import { NOTIFICATIONS_MESSAGES, type NotificationsResponse } from '@clubspace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationsBell } from '../src/app/layout/notifications-panel';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

const body: NotificationsResponse = {
  count: 5,
  items: [
    { kind: 'invoices_overdue', count: 3, title: '3 invoices overdue', link: '/members/invoices?status=pending_payment&order=date_due' },
    { kind: 'orders_pending', count: 2, title: '2 bar orders pending', link: '/fandd/orders?status=pending' },
  ],
};

describe('notifications bell', () => {
  it('shows the real count, opens a panel of items, and an item goes to its list', async () => {
    const mock = serveApi((url) => (url.startsWith('/api/notifications/') ? { body } : undefined));
    const user = userEvent.setup();
    renderWithApp(
      <>
        <NotificationsBell />
        <Where />
      </>,
      '/dashboard',
    );
    const bell = await screen.findByRole('button', { name: 'Notifications (5)' });
    expect(within(bell).getByText('5')).toBeTruthy();
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: NOTIFICATIONS_MESSAGES.heading });
    await user.click(within(panel).getByRole('link', { name: '2 bar orders pending' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/fandd/orders?status=pending');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opening the panel asks again, so the count is fresh.
    expect(callsTo(mock, 'GET', '/api/notifications/').length).toBeGreaterThanOrEqual(2);
  });

  it('says so when nothing needs attention', async () => {
    serveApi((url) => (url.startsWith('/api/notifications/') ? { body: { count: 0, items: [] } } : undefined));
    const user = userEvent.setup();
    renderWithApp(<NotificationsBell />, '/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Notifications (0)' }));
    expect(await screen.findByText(NOTIFICATIONS_MESSAGES.empty)).toBeTruthy();
  });
});
