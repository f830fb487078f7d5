export { DEMO_LOGINS, DEMO_PASSWORD, PORTAL_LOGINS, DEMO_SPEC, HARBOUR_SPEC, isEmpty, seedDemo } from './demo.ts';
export { seedScale } from './scale.ts';
export type { TenantResult } from './tenant.ts';
