// Every API operation, declared once (see ../endpoint.ts). One table per module, named <area>Api.
export * from './params.ts';
export * from './availability.api.ts';
export * from './blocks.api.ts';
export * from './booking-series.api.ts';
export * from './bookings.api.ts';
export * from './calendar-feeds.api.ts';
export * from './checkin.api.ts';
export * from './members.api.ts';
