import {
  BOOKING_DELAYS as DELAYS,
  BOOKING_MESSAGES,
  BOOKING_STATUS_MESSAGES,
  BOOKINGS_LIST,
  HOT_DESK_HOURS as HOURS,
  SLOT_STEP_MINUTES,
} from '@clubspace/contract';

// The texts and constants the booking screens use, all from the contract (one place for server and forms).
export const BOOKING_TEXT = {
  cancelled: BOOKING_STATUS_MESSAGES.cancelled,
  refunded: BOOKING_STATUS_MESSAGES.refunded,
  checkedIn: BOOKING_STATUS_MESSAGES.checkedIn,
  checkedOut: BOOKING_STATUS_MESSAGES.checkedOut,
  /** Title of the booking-update dialog a failed update shows (spec §8). */
  updateFailed: 'The booking could not be updated',
  pastDate: BOOKING_MESSAGES.inPast,
  deskBusy: BOOKING_MESSAGES.deskBusy,
  roomBusy: BOOKING_MESSAGES.roomBusy,
} as const;

export const BOOKING_DELAYS = DELAYS;
export const BOOKINGS_PAGE_SIZE = BOOKINGS_LIST.pageSize;
export const TIME_STEP_MINUTES = SLOT_STEP_MINUTES;
export const HOT_DESK_HOURS = HOURS;
