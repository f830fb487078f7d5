import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SessionInfo } from '@clubspace/contract';
import { expect, test } from '@playwright/test';
import { apiOk } from '../support/bookings-api';
import { loginAs } from '../support/session';

// Harbour's owner, so the demo operator stays as seeded for other specs.
const HARBOUR_OWNER = { email: 'owner@harbour.test', password: 'Demo1234!' };

test('the owner adds a webhook, a booking made with the API reaches the local receiver and shows in the delivery log', async ({ page }) => {
  test.setTimeout(120_000);
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/clubspace`;
  try {
    await loginAs(page, HARBOUR_OWNER);
    await page.goto('/users/developers');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await dialog.getByRole('textbox', { name: /Endpoint URL/ }).fill(url);
    await dialog.getByRole('checkbox', { name: /^booking\.created/ }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByRole('dialog', { name: /Signing secret/ });
    const secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('cell', { name: url, exact: true })).toBeVisible();

    // A booking made through the API with the page's own token.
    const session = await apiOk<SessionInfo>(page, 'GET', '/api/session/');
    const office = session.active_office!.slug;
    const { resources } = await apiOk<{ resources: { slug: string; status?: string }[] }>(
      page,
      'GET',
      `/api/lookups/resources/?office=${office}&resource_type=meeting_room`,
    );
    const room = resources.find((r) => r.status !== 'inactive')!;
    const start = new Date(Date.now() + 60 * 86400_000);
    start.setUTCHours(10, 0, 0, 0);
    await apiOk(page, 'POST', '/api/member-bookings/', [
      {
        office,
        resource: room.slug,
        booking_type: 'meeting_room',
        start: start.toISOString(),
        end: new Date(start.getTime() + 3600_000).toISOString(),
        guest_name: 'Webhook',
        guest_surname: 'Guest',
        guest_email: 'webhook.guest@example.com',
      },
    ]);

    await page.getByRole('button', { name: `Deliveries of ${url}` }).click();
    const log = page.getByRole('table', { name: `Deliveries to ${url}` });
    await expect(log.getByRole('row').filter({ hasText: 'booking.created' }).getByText('delivered')).toBeVisible({ timeout: 20_000 });
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0].body)).toMatchObject({ type: 'booking.created', operator: 'harbour' });
    expect(received[0].headers['webhook-id']).toMatch(/^evt_/);
    expect(received[0].headers['webhook-signature']).toMatch(/^v1,/);

    await page.getByRole('button', { name: `Send test event to ${url}` }).click();
    await expect(log.getByRole('row').filter({ hasText: 'webhook.test' }).getByText('delivered')).toBeVisible({ timeout: 20_000 });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
