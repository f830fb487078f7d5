// The bookings shapes come from the contract (packages/contract/src/bookings.ts); the screens import them from here
// under the names the web uses.
export type {
  AvailabilityResult as SpaceAvailability,
  BookingCreateEntry as BookingEntry,
  BookingDetail,
  BookingItem,
  BookingOrigin,
  BookingStatus,
  BookingType,
  BookingUpdate,
  DeskPriceResult as DeskPrice,
  MeetingRoomAvailability,
  OfficeResource as MapResource,
} from '@clubspace/contract';
