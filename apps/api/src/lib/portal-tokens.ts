import { createHash } from 'node:crypto';
import { PORTAL_AUDIENCE } from '@clubspace/contract';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../config.ts';

/** What a portal access token says: the member (user and member row) at one operator, and the versions it was signed at. */
export interface PortalClaims {
  userId: number;
  memberId: number;
  clientId: number;
  /** users.session_version: a password change or reset ends every session, staff and portal alike. */
  sessionVersion: number;
  /** portal_access.session_version: revoking the access or deactivating the member ends the portal sessions. */
  portalVersion: number;
  /** The portal login (portal refresh-token family) the token was signed for (issue 30): ended, it is refused. */
  sessionId?: string;
}

const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Portal access tokens (issue 26): HS256 JWTs with `aud: portal` and `typ: portal`, signed with a key derived from
 * the app secret for this audience only. A staff token therefore never verifies here, and a portal token never
 * verifies as a staff one (TokenService uses the secret itself and wants `typ: access`): the audience is kept apart by
 * the key, the claim and the type.
 */
export class PortalTokens {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { claims: PortalClaims; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createHash('sha256').update(`${secret}\u0000audience:${PORTAL_AUDIENCE}`).digest();
  }

  sign(c: PortalClaims): Promise<string> {
    const sid = c.sessionId ? { sid: c.sessionId } : {};
    return new SignJWT({ typ: 'portal', mid: c.memberId, cid: c.clientId, sv: c.sessionVersion, pv: c.portalVersion, ...sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(c.userId))
      .setAudience(PORTAL_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired portal token; null for anything else (a staff token included). */
  async verify(token: string): Promise<PortalClaims | null> {
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.expiresAt > Date.now()) return hit.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: PORTAL_AUDIENCE });
      const claims = {
        userId: Number(payload.sub),
        memberId: Number(payload.mid),
        clientId: Number(payload.cid),
        sessionVersion: Number(payload.sv),
        portalVersion: Number(payload.pv),
      };
      if (payload.typ !== 'portal' || !Object.values(claims).every(Number.isInteger)) return null;
      const full: PortalClaims = { ...claims, ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}) };
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { claims: full, expiresAt: payload.exp * 1000 });
      }
      return full;
    } catch {
      return null;
    }
  }
}

const perConfig = new WeakMap<object, PortalTokens>();

/** The portal token service of an app (one per app config, like the throttles). */
export function portalTokensFor(app: { config: Config }): PortalTokens {
  let found = perConfig.get(app.config);
  if (!found) {
    found = new PortalTokens(app.config.jwtSecret, app.config.accessTokenTtlSeconds);
    perConfig.set(app.config, found);
  }
  return found;
}
