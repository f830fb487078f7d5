// Every API operation, declared once (see ../endpoint.ts). One table per module, named <area>Api.
export * from './params.ts';
export * from './members.api.ts';
export * from './portal-access.api.ts';
export * from './portal-auth.api.ts';
export * from './portal-settings.api.ts';
export * from './portal.api.ts';
