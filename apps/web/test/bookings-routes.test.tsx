import { describe, expect, it } from 'vitest';
import { bookingsArea } from '../src/app/areas/bookings.area';
import { activeTab } from '../src/app/areas/area-tabs';
import { homePath } from '../src/app/route-manifest';

const BOOKINGS_TABS = bookingsArea.tabs;
const bookingsHome = (granted: string[]) =>
  homePath(
    bookingsArea.routes.find((r) => r.path === '/bookings')!,
    granted,
  );

describe('bookings base route', () => {
  it('opens the map, else the meeting-room tab, else the list (the seeds fallback)', () => {
    expect(bookingsHome(['bookings', 'map', 'list', 'meeting_room'])).toBe('/bookings/map');
    expect(bookingsHome(['bookings', 'list', 'meeting_room'])).toBe('/bookings/meeting_room');
    expect(bookingsHome(['bookings', 'list'])).toBe('/bookings/list');
    expect(bookingsHome(['bookings'])).toBeNull();
  });

  it("selects the Map tab on the seeds' /bookings/hot_desk too", () => {
    expect(activeTab(BOOKINGS_TABS, '/bookings/hot_desk')?.label).toBe('Map');
    expect(activeTab(BOOKINGS_TABS, '/bookings/list')?.label).toBe('List');
  });
});
