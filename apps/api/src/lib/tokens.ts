import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: number;
}

/** Short-lived access JWT (HS256); the refresh token is an opaque random string stored hashed. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly accessTtlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(userId: number): Promise<string> {
    return new SignJWT({ typ: 'access' })
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
      if (payload.typ !== 'access' || !Number.isInteger(userId)) return null;
      return { userId };
    } catch {
      return null;
    }
  }
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
