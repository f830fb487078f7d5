import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1), the OWASP baseline.
export const hashPassword = (password: string) => hash(password);

/** A hash of a random secret, verified against when there is no real hash, so every login costs one argon2 verify. */
let dummy: Promise<string> | null = null;
export const dummyHash = () => (dummy ??= hash(randomBytes(24).toString('base64url')));

/**
 * Checks a password. For an unknown e-mail or a user without a password (passwordHash null) it still runs one argon2
 * verify against a dummy hash, so the answer takes as long as for a known user (issue 13 §7) and is always false.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  const target = passwordHash ?? (await dummyHash());
  try {
    const ok = await verify(target, password);
    return passwordHash !== null && ok;
  } catch {
    return false;
  }
}
