import { pathAllowed } from '@clubspace/contract';
import { describe, expect, it } from 'vitest';
import { areaOf } from '../src/app/routing/route-data';
import { bootTarget, isPublicPath } from '../src/app/routing/route-code';
import { AREAS, routeAt, screenAt } from '../src/app/route-manifest';
import { gateCodes, pathOpens } from '../src/lib/route-gates';

// The link rule comes from the route manifest's tab gates (until issue 25 a table of its own in the contract).
describe('pathOpens', () => {
  const staff = ['users', 'members', 'dashboard', 'cards_statistics'];
  it('hides tabs the staff member lacks inside an area they have', () => {
    expect(pathOpens('/members', staff)).toBe(true);
    expect(pathOpens('/members/ann-lee', staff)).toBe(true);
    expect(pathOpens('/members/memberships/member/ann-lee', staff)).toBe(false);
    expect(pathOpens('/members/companies/acme', staff)).toBe(false);
    expect(pathOpens('/members/invoices?status=pending_payment', staff)).toBe(false);
    expect(pathOpens('/members/invoices', [...staff, 'invoices'])).toBe(true);
  });
  it('hides areas the staff member lacks, whatever the tab', () => {
    expect(pathOpens('/bookings/list?member=x', staff)).toBe(false);
    expect(pathOpens('/bookings/list?member=x', ['bookings', 'list'])).toBe(true);
    expect(pathOpens('/bookings/BK-1', ['bookings', 'meeting_room'])).toBe(true);
    expect(pathOpens('/bookings/BK-1', ['bookings'])).toBe(false);
    expect(pathOpens('/fandd/orders', ['fandd', 'stock'])).toBe(false);
    expect(pathOpens('/food-and-drinks/OR-1', ['fandd', 'orders'])).toBe(true);
  });
  it('matches whole segments and exact rules', () => {
    expect(gateCodes('/marketing')).toEqual(['campaigns']);
    expect(gateCodes('/marketing/offer')).toEqual(['offers']);
    expect(gateCodes('/marketing/offer_user/x')).toEqual(['offer_user']);
    expect(gateCodes('/members/companiesx')).toEqual(['members']);
    expect(gateCodes('/users/staff')).toBeUndefined();
    expect(pathOpens('/space/offices', ['space'])).toBe(true);
  });
  it('a campaign opens for all staff but its links need the Campaigns tab; a redirect follows its target', () => {
    expect(routeAt('/campaigns/spring')?.ungated).toBe(true);
    expect(pathOpens('/campaigns/spring', ['marketing'])).toBe(false);
    expect(pathOpens('/campaigns/spring', ['campaigns'])).toBe(true);
    expect(gateCodes('/members/resources')).toEqual(['membership']);
  });
});

describe('the route manifest', () => {
  it('picks the route react-router would: static segments before parameters', () => {
    expect(routeAt('/members/memberships')?.path).toBe('/members/memberships');
    expect(routeAt('/members/memberships/')?.path).toBe('/members/memberships');
    expect(routeAt('/members/memberships/add')?.path).toBe('/members/memberships/add');
    expect(routeAt('/members/memberships/m-1')?.path).toBe('/members/memberships/:slug');
    expect(routeAt('/members/ann-lee')?.path).toBe('/members/:slug');
    expect(routeAt('/bookings/new')?.path).toBe('/bookings/new');
    expect(routeAt('/marketing/offer_user')?.path).toBe('/marketing/offer_user');
    expect(routeAt('/marketing/summer')?.path).toBe('/marketing/:slug');
    expect(routeAt('/members/a/b/c')).toBeUndefined();
  });

  it('starts the menu’s /bookings with the map screen it redirects to', () => {
    expect(screenAt('/bookings')).toBe(routeAt('/bookings/map')?.screen);
    expect(screenAt('/bookings/hot_desk')).toBe(routeAt('/bookings/map')?.screen);
    expect(screenAt('/fandd')).toBe(routeAt('/fandd/orders')?.screen);
  });

  it('maps every path to the area whose chunks it needs, and public pages need no login', () => {
    expect(areaOf('/work_area/w-1')).toBe('space');
    expect(areaOf('/users/staff')).toBe('users');
    expect(areaOf('/checkin/abc')).toBeNull();
    expect(isPublicPath('/reset-password/abc')).toBe(true);
    expect(isPublicPath('/members')).toBe(false);
    expect(bootTarget('/members', false)).toBe('/login');
    expect(bootTarget('/', true)).toBe('/dashboard');
    expect(bootTarget('/checkin/abc', false)).toBe('/checkin/abc');
  });

  it("agrees with the contract's area rule: a route opens with its area's section and its own codes", () => {
    for (const area of AREAS) {
      for (const route of area.routes) {
        const path = route.path.replace(/:\w+/g, 'x');
        expect(pathAllowed(path, [area.section, ...(route.codes ?? [])]), path).toBe(true);
      }
      // The dashboard is always present (seed 1 §2.1); every other menu entry needs its section.
      if (area.menu && area.section !== 'dashboard') expect(pathAllowed(area.menu.path, []), area.menu.path).toBe(false);
    }
  });

  it('gives every tab path a route and every gated route a code of its area', () => {
    for (const area of AREAS) {
      for (const tab of area.tabs) expect(routeAt(tab.path), tab.path).toBeTruthy();
      for (const route of area.routes) if (route.screen) expect(routeAt(route.path.replace(/:\w+/g, 'x')), route.path).toBe(route);
    }
  });
});
