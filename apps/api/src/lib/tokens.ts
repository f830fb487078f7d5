import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: number;
  /** The user's session version when the token was signed; a newer version in the database ends the token. */
  sessionVersion: number;
}

/** Short-lived access JWT (HS256); the refresh token is an opaque random string stored hashed. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly accessTtlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(userId: number, sessionVersion: number): Promise<string> {
    return new SignJWT({ typ: 'access', sv: sessionVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.key);
  }

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const sessionVersion = payload.sv === undefined ? 0 : Number(payload.sv);
      if (payload.typ !== 'access' || !Number.isInteger(userId) || !Number.isInteger(sessionVersion)) return null;
      return { userId, sessionVersion };
    } catch {
      return null;
    }
  }
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
