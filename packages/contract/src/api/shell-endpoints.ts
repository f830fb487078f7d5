import type { Endpoint } from '../endpoint.ts';
import type { authApi } from './auth.api.ts';
import type { clientsApi } from './clients.api.ts';
import type { staffProfileApi } from './staff-profile.api.ts';

/** An endpoint by its method and path only, typed as the declared one: both must equal the declaration's literals. */
const light = <E extends Endpoint>(method: E['method'], path: E['path']) => ({ method, path }) as E;

/**
 * The calls of the web's first chunk, the shell (app/boot-start.ts, lib/api-client.ts, lib/session.ts,
 * lib/branding.ts): the branding, the session and profile, switching the office, the token refresh and logout. They
 * carry no zod schemas, so the first chunk stays free of zod and of the contract's schemas (docs/performance.md, the
 * initial JS budget); `call()` still infers their input and answer from the declared endpoints, and the type checker
 * holds each method and path to its table's own.
 */
export const shellEndpoints = {
  branding: light<typeof clientsApi.branding>('GET', '/api/client/'),
  session: light<typeof staffProfileApi.session>('GET', '/api/session/'),
  profile: light<typeof staffProfileApi.profile>('GET', '/api/staff-profile/'),
  updateProfile: light<typeof staffProfileApi.update>('POST', '/api/staff-profile/'),
  refresh: light<typeof authApi.refresh>('POST', '/auth/jwt/refresh/'),
  logout: light<typeof authApi.logout>('POST', '/auth/logout/'),
};
