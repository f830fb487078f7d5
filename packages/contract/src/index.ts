export * from './common.ts';
export * from './money.ts';
export * from './dates.ts';
export * from './sections.ts';
export * from './session.ts';
export * from './dashboard.ts';
export * from './dashboard-schemas.ts';
export * from './members.ts';
