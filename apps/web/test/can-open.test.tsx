import type { MemberProfile } from '@clubspace/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatCard } from '../src/features/dashboard/components/stat-card';
import MemberProfilePage from '../src/features/members/routes/member-profile-page';
import { cardData } from './dashboard-helpers';
import { DEFAULT_CODES, memberItem, renderWithApp, serveApi } from './members-helpers';

afterEach(() => vi.unstubAllGlobals());

const mate = memberItem({ slug: 'bob-ray', user: { ...memberItem().user, first_name: 'Bob', last_name: 'Ray', email: 'bob@example.com' } });
const profile: MemberProfile = {
  member: memberItem({ team: { slug: 'acme', name: 'Acme', status: 'active' } as MemberProfile['member']['team'] }),
  team_mates: [mate],
  bookings: [],
  orders: [],
  memberships: [],
  email_consent: { allow_email: true, bookings: true, invoices: true, campaigns: true, community: true },
};

function renderProfile(codes: string[]) {
  serveApi((url) => (url.startsWith('/api/dashboard-profile/') ? { body: profile } : undefined));
  renderWithApp(
    <Routes>
      <Route path="/members/:slug" element={<MemberProfilePage />} />
    </Routes>,
    '/members/ann-lee',
    codes,
  );
}

describe('links a restricted staff member cannot open are hidden', () => {
  it('a staff member with All members only sees no View All, no team link and no Add Membership or Add Booking', async () => {
    renderProfile(['users', 'members']);
    expect(await screen.findByRole('heading', { name: 'Ann Lee' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View All' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Acme' })).toBeNull();
    expect(screen.getByText('Acme', { selector: 'p *, p' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Membership' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Booking' })).toBeNull();
    // Members they may open still link.
    expect(within(screen.getByRole('list', { name: 'Team members' })).getByRole('link', { name: /Bob Ray/ })).toBeTruthy();
  });

  it('with the tabs granted the same links show and point where they should', async () => {
    renderProfile([...DEFAULT_CODES, 'invoices', 'bookings', 'list', 'fandd', 'orders']);
    await screen.findByRole('heading', { name: 'Ann Lee' });
    const hrefs = screen.getAllByRole('link', { name: 'View All' }).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/members/memberships/member/ann-lee', '/bookings/list?member=ann-lee', '/fandd/orders?member=ann-lee']);
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/members/companies/acme');
  });

  it('a team mate card is not a link without the All members tab', async () => {
    // The page is rendered directly here; the cards must not link to profiles the user cannot open.
    renderProfile(['users', 'teams']);
    expect(await screen.findByRole('heading', { name: 'Ann Lee' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Team members' })).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Acme' })).toBeTruthy();
  });

  it("the dashboard's View payments shows only with the invoices tab", () => {
    renderWithApp(<StatCard title="Financial" data={cardData()} />, '/dashboard', ['dashboard', 'cards_statistics', 'users', 'members']);
    expect(screen.queryByRole('link', { name: 'View payments' })).toBeNull();
  });
});
