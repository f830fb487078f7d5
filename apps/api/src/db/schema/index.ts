export * from './core.ts';
export * from './space.ts';
export * from './members.ts';
export * from './invoices.ts';
export * from './bookings.ts';
export * from './fandd.ts';
export * from './marketing.ts';
export * from './uploads.ts';
