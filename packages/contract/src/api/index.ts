// Every API operation, declared once (see ../endpoint.ts). One table per module, named <area>Api.
export * from './params.ts';
export * from './booking-rules.api.ts';
export * from './floors.api.ts';
export * from './members.api.ts';
export * from './offices.api.ts';
export * from './resources.api.ts';
export * from './space-lookups.api.ts';
export * from './uploads.api.ts';
export * from './work-areas.api.ts';
