import { REPORTS } from '@clubspace/contract';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiGet } from '../support/members-api';
import { DEMO_OWNER, loginAs } from '../support/session';

/**
 * Accessibility of every main screen (issue 10 §5): axe-core with the WCAG 2.x A/AA rules finds no serious or
 * critical violation. Each screen is checked once its data has arrived (no spinner, no navigation bar).
 */
async function settled(page: Page) {
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0, { timeout: 15_000 });
  // Spinners and loading bars (determinate bars, such as a member's onboarding level, are content).
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(300); // let transitions (tabs indicator, fades) finish
}

async function expectNoSeriousViolations(page: Page, screen: string) {
  await settled(page);
  // label-content-name-mismatch is "experimental" in axe, so off unless asked for: a name that hides the visible text
  // trips up speech-input users (issue 24 §20).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect.soft(report, `${screen}: axe found serious or critical violations`).toEqual([]);
}

type Paged<K extends string> = { [key in K]: { slug?: string; code?: string }[] };

test('public screens have no serious accessibility violations, also in an operator’s colours', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  for (const path of ['/login', '/signup', '/checkmail', '/error/404', `http://demo.localhost:${port}/login`]) {
    await page.goto(path);
    await expectNoSeriousViolations(page, path);
  }
});

/** The logged-in screens, in two halves so each keeps within its time (every screen waits for its data). */
async function loggedInScreens(page: Page) {
  await loginAs(page, DEMO_OWNER);
  const member = (await apiGet<Paged<'members'>>(page, '/api/member-list/?page_size=1')).members[0].slug;
  const team = (await apiGet<Paged<'teams'>>(page, '/api/teams/?page_size=1')).teams[0].slug;
  const invoice = (await apiGet<Paged<'invoices'>>(page, '/api/dashboard-invoices/?page_size=1')).invoices[0].slug;
  const floor = (await apiGet<{ floors: { slug: string }[] }>(page, '/api/floors/')).floors[0].slug;
  return [
    [
      '/dashboard',
      '/dashboard/occupation',
      '/members',
      `/members/${member}`,
      '/members/companies',
      `/members/companies/${team}`,
      '/members/memberships',
      '/members/guests',
      '/members/invoices',
      `/members/invoices/${invoice}`,
      '/users',
      '/users/company',
      '/users/membership',
      '/users/staff',
      '/users/theme',
      '/users/invoicing',
    ],
    [
      '/space',
      '/space/offices',
      `/space/floors/${floor}`,
      '/space/work_areas',
      '/bookings/map',
      '/bookings/hot_desk',
      '/bookings/meeting_room',
      '/bookings/list',
      '/fandd/orders',
      '/fandd/stock',
      '/fandd/bar',
      '/fandd/categories',
      '/marketing',
      '/marketing/offer',
      '/marketing/offer_user',
    ],
    ['/reports', ...REPORTS.map((r) => `/reports/${r.kind}`)],
  ];
}

for (const [half, title] of [
  [0, 'dashboard, members and account'],
  [1, 'space, bookings, food & drinks and marketing'],
  [2, 'the six reports (issue 31)'],
] as const) {
  test(`every main screen of the logged-in area has no serious accessibility violations: ${title}`, async ({ page }) => {
    test.setTimeout(240_000);
    const screens = (await loggedInScreens(page))[half];
    for (const path of screens) {
      await page.goto(path);
      await expectNoSeriousViolations(page, path);
    }
  });
}
