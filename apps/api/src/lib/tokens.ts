import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: number;
  /** The user's session version when the token was signed; a newer version in the database ends the token. */
  sessionVersion: number;
  /** The login (refresh-token family) the token was signed for: a live stream ends when it is revoked. */
  sessionId?: string;
}

/** Verified access tokens kept in memory (a few hundred bytes each). */
const VERIFIED_CACHE_SIZE = 10_000;

/** Short-lived access JWT (HS256); the refresh token is an opaque random string stored hashed. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(userId: number, sessionVersion: number, sessionId?: string): Promise<string> {
    return new SignJWT({ typ: 'access', sv: sessionVersion, ...(sessionId ? { sid: sessionId } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.key);
  }

  /**
   * Tokens whose signature was already checked, with their expiry (ms): every API call verifies its bearer token, and
   * the HMAC through WebCrypto was ~6 % of a cheap list's CPU (issue 14 profile). A token's claims cannot change, so
   * the cache only has to honour the expiry; the session version is still compared with the user row per request.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.expiresAt > Date.now()) return hit.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const sessionVersion = payload.sv === undefined ? 0 : Number(payload.sv);
      if (payload.typ !== 'access' || !Number.isInteger(userId) || !Number.isInteger(sessionVersion)) return null;
      const claims: AccessClaims = { userId, sessionVersion, ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}) };
      if (typeof payload.exp === 'number') {
        // Oldest first out: a Map iterates in insertion order.
        if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      }
      return claims;
    } catch {
      return null;
    }
  }
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
