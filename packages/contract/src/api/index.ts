// Every API operation, declared once (see ../endpoint.ts). One table per module, named <area>Api.
export * from './params.ts';
export * from './bars.api.ts';
export * from './campaigns.api.ts';
export * from './categories.api.ts';
export * from './members.api.ts';
export * from './offer-users.api.ts';
export * from './offers.api.ts';
export * from './orders.api.ts';
export * from './products.api.ts';
