// Every API operation, declared once (see ../endpoint.ts). One table per module, named <area>Api.
export * from './params.ts';
export * from './auth.api.ts';
export * from './clients.api.ts';
export * from './dashboard.api.ts';
export * from './dev.api.ts';
export * from './invoice-settings.api.ts';
export * from './live.api.ts';
export * from './lookups.api.ts';
export * from './members.api.ts';
export * from './notifications.api.ts';
export * from './plans.api.ts';
export * from './shell-endpoints.ts';
export * from './staff-profile.api.ts';
export * from './staff.api.ts';
export * from './theme.api.ts';
