// Every API operation, declared once (see ../endpoint.ts). One table per module, named <area>Api.
export * from './params.ts';
export * from './billing-run.api.ts';
export * from './guests.api.ts';
export * from './invoice-documents.api.ts';
export * from './invoice-payments.api.ts';
export * from './invoices.api.ts';
export * from './members.api.ts';
export * from './memberships.api.ts';
export * from './teams.api.ts';
export * from './xero.api.ts';
