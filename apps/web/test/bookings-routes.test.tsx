import { describe, expect, it } from 'vitest';
import { activeTab } from '../src/components/area-tabs';
import { BOOKINGS_TABS, bookingsHome } from '../src/features/bookings/routes/bookings-routes';

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
