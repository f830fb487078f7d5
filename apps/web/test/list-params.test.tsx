import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AreaTab } from '../src/app/areas/area';
import { activeTab } from '../src/app/areas/area-tabs';
import { marketingArea } from '../src/app/areas/marketing.area';
import { spaceArea } from '../src/app/areas/space.area';
import { usersArea } from '../src/app/areas/users.area';
import { readListParams, useListParams } from '../src/components/use-list-params';
import { brandingDomain } from '../src/lib/branding';
import { trackRouterLocation } from '../src/lib/current-location';

const [MARKETING_TABS, SPACE_TABS, ACCOUNT_TABS] = [marketingArea.tabs, spaceArea.tabs, usersArea.tabs];

describe('list parameters in the URL', () => {
  it('reads paging, order, search and filters with defaults', () => {
    const p = readListParams(new URLSearchParams('page_number=3&name=ac&status=paid'), {
      page_size: 15,
      order: '-date',
      status: 'pending',
      team: '',
    });
    expect(p).toEqual({ page_number: 3, page_size: 15, order: '-date', name: 'ac', status: 'paid', team: '' });
    expect(readListParams(new URLSearchParams('page_number=-2&page_size=x'), {}).page_number).toBe(1);
  });

  it('writes changes to the URL, back to page 1 on a filter change, defaults left out', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/members?page_number=4']}>{children}</MemoryRouter>;
    const { result } = renderHook(() => ({ list: useListParams({ order: 'name' }), location: useLocation() }), { wrapper });
    expect(result.current.list.params.page_number).toBe(4);
    act(() => result.current.list.setParams({ name: 'acme', presence: 'out' }));
    expect(result.current.location.search).toBe('?name=acme&presence=out');
    expect(result.current.list.query).toEqual({ page_number: 1, page_size: 10, order: 'name', name: 'acme', presence: 'out' });
    act(() => result.current.list.setParams({ page_number: 2, order: '-name' }));
    expect(new URLSearchParams(result.current.location.search).get('order')).toBe('-name');
    expect(result.current.list.params.page_number).toBe(2);
  });

  it('ignores a late change once the router has left the list (a debounced search must not pull the user back)', () => {
    const listeners: ((state: { location: { pathname: string } }) => void)[] = [];
    const router = { state: { location: { pathname: '/marketing' } }, subscribe: (l: (typeof listeners)[number]) => listeners.push(l) };
    trackRouterLocation(router);
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/marketing']}>{children}</MemoryRouter>;
    const { result } = renderHook(() => ({ list: useListParams(), location: useLocation() }), { wrapper });
    act(() => result.current.list.setParams({ name: 'spring' }));
    expect(result.current.location.search).toBe('?name=spring');
    listeners.forEach((l) => l({ location: { pathname: '/marketing/offer' } }));
    act(() => result.current.list.setParams({ name: 'late' }));
    expect(result.current.location.search).toBe('?name=spring');
    listeners.forEach((l) => l({ location: { pathname: '/marketing' } }));
  });

  it('ignores a late change while a navigation away is still loading (it would cancel that navigation)', () => {
    type State = { location: { pathname: string }; navigation?: { location?: { pathname: string } | null } };
    const listeners: ((state: State) => void)[] = [];
    const router = {
      state: { location: { pathname: '/marketing/offer' } } as State,
      subscribe: (l: (typeof listeners)[number]) => listeners.push(l),
    };
    trackRouterLocation(router);
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/marketing/offer']}>{children}</MemoryRouter>;
    const { result } = renderHook(() => ({ list: useListParams(), location: useLocation() }), { wrapper });
    // The area loader holds the click on 'Offer users': the location is still the offers list.
    listeners.forEach((l) => l({ location: { pathname: '/marketing/offer' }, navigation: { location: { pathname: '/marketing/offer_user' } } }));
    act(() => result.current.list.setParams({ name: 'late' }));
    expect(result.current.location.search).toBe('');
    listeners.forEach((l) => l({ location: { pathname: '/marketing/offer' }, navigation: { location: null } }));
    act(() => result.current.list.setParams({ name: 'now' }));
    expect(result.current.location.search).toBe('?name=now');
  });
});

describe('helpers', () => {
  it('derives the branding sub-domain from the host', () => {
    expect(brandingDomain('demo.localhost')).toBe('demo');
    expect(brandingDomain('acme.clubspace.example')).toBe('acme');
    expect(brandingDomain('localhost')).toBeNull();
    expect(brandingDomain('127.0.0.1')).toBeNull();
    expect(brandingDomain('::1')).toBeNull();
  });

  it('selects the tab with the longest matching path', () => {
    const tabs = [
      { label: 'Campaigns', path: '/marketing', match: ['/campaigns'] },
      { label: 'Offers', path: '/marketing/offer' },
      { label: 'Offer users', path: '/marketing/offer_user' },
    ];
    expect(activeTab(tabs, '/marketing')?.label).toBe('Campaigns');
    expect(activeTab(tabs, '/marketing/offer_user/add')?.label).toBe('Offer users');
    expect(activeTab(tabs, '/marketing/offer')?.label).toBe('Offers');
    expect(activeTab(tabs, '/campaigns/summer')?.label).toBe('Campaigns');
  });

  it('highlights the tab a screen belongs to on every area (issue 24 §16)', () => {
    const cases: [AreaTab[], string, string][] = [
      [MARKETING_TABS, '/marketing', 'Campaigns'],
      [MARKETING_TABS, '/campaigns/summer', 'Campaigns'],
      [MARKETING_TABS, '/marketing/add', 'Offers'],
      [MARKETING_TABS, '/marketing/summer-offer', 'Offers'],
      [MARKETING_TABS, '/marketing/offer_user/add', 'Offer users'],
      [SPACE_TABS, '/space', 'All resources'],
      [SPACE_TABS, '/space/offices', 'Offices and floors'],
      [SPACE_TABS, '/space/floors/ground-floor', 'Offices and floors'],
      [SPACE_TABS, '/resources/hot-desk-001', 'All resources'],
      [ACCOUNT_TABS, '/users/company/shoreditch', 'Company'],
    ];
    for (const [tabs, path, label] of cases) expect(activeTab(tabs, path)?.label, path).toBe(label);
    expect(ACCOUNT_TABS.map((t) => t.label)).not.toContain('Referral');
    // Payments exists since issue 27 (Stripe), Portal since issue 26.
    expect(ACCOUNT_TABS.map((t) => t.label)).toEqual(expect.arrayContaining(['Payments', 'Portal']));
    expect(activeTab(ACCOUNT_TABS, '/users/payments')?.label).toBe('Payments');
  });
});
