import { expect, test, type Page } from '@playwright/test';
import { apiOk } from '../support/bookings-api';
import { DEMO_OWNER, loginAs } from '../support/session';

/**
 * Stored XSS (issue 13): records whose every text field holds a script payload, created through the API, render as
 * text on their list and detail screens — no dialog opens, no payload runs, and the payload is visible as typed.
 */
const stamp = Date.now().toString(36);
const payloads = {
  img: `<img src=x onerror="window.__xss=(window.__xss||0)+1;alert(1)">${stamp}`,
  script: `<script>window.__xss=(window.__xss||0)+1;alert(2)</script>${stamp}`,
  svg: `<svg onload="window.__xss=(window.__xss||0)+1;alert(3)"></svg>${stamp}`,
  link: `<a href="javascript:window.__xss=1">x</a>${stamp}`,
  attr: `"><img src=x onerror=alert(4)>${stamp}`,
};

async function expectInert(page: Page, visible: string[]) {
  for (const text of visible) await expect(page.getByText(text, { exact: false }).first()).toBeVisible({ timeout: 45_000 });
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // No element the payloads would have created exists in the rendered page.
  expect(await page.locator('img[src="x"], svg[onload], a[href^="javascript:"]').count()).toBe(0);
}

test('script payloads in every text field render as text', async ({ page }) => {
  test.setTimeout(300_000);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await loginAs(page, DEMO_OWNER);

  const team = await apiOk<{ slug: string; name: string }>(page, 'POST', '/api/teams/', {
    name: `Team ${payloads.img}`.slice(0, 150),
    description: payloads.script,
    invoice_name: payloads.svg.slice(0, 150),
    invoice_address: payloads.attr,
    invoice_post_code: 'E1 6AN',
    invoice_city: payloads.link.slice(0, 100),
  });
  const guest = await apiOk<{ slug: string }>(page, 'POST', '/api/guests/', {
    name: `Guest ${payloads.attr}`.slice(0, 150),
    email: `xss.${stamp}@e2e.test`,
    origin: payloads.img.slice(0, 100),
  });

  await test.step('team list and detail', async () => {
    await page.goto(`/members/companies?name=${encodeURIComponent(stamp)}`);
    await expectInert(page, [`Team ${payloads.img}`.slice(0, 150)]);
    await page.goto(`/members/companies/${team.slug}`);
    await expectInert(page, [`Team ${payloads.img}`.slice(0, 150)]);
  });

  await test.step('guest list and detail', async () => {
    await page.goto(`/members/guests?name=${encodeURIComponent(stamp)}`);
    await expectInert(page, [`Guest ${payloads.attr}`.slice(0, 150)]);
    await page.goto(`/members/guests/${guest.slug}`);
    await expectInert(page, [`Guest ${payloads.attr}`.slice(0, 150)]);
  });

  expect(dialogs).toEqual([]);
});
