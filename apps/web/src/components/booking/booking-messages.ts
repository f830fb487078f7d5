// Texts of spec §2.2 / §5 until `@clubspace/contract` bookings.ts lands (then these re-export the contract's).
export const BOOKING_TEXT = {
  cancelled: 'Your Booking has been cancelled',
  refunded: 'Your Booking has been cancelled, the refund has been made satisfactorily',
  updateFailed: 'The booking could not be updated',
  teamRequired: 'Team is required',
  workAreaRequired: 'Work Area is required',
  plannedStartRequired: 'Planned start date is required',
  plannedEndRequired: 'Planned end date is required',
  plannedEndBeforeStart: 'Planned End date can not be before Planned start time',
  pastDate: 'Planned dates can not be in the past',
  deskBusy: 'Desk already booked at that time',
  roomBusy: 'Meeting room busy at that time',
} as const;

export const BOOKING_DELAYS = { reload: 1000, debounce: 600 } as const;
export const BOOKINGS_PAGE_SIZE = 25;
export const TIME_STEP_MINUTES = 5;
export const HOT_DESK_HOURS = { start: '09:00', end: '18:00' } as const;
