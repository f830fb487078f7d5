import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets kept in the database (a Xero client secret). The key is SHA-256 of the configured
 * SECRET_KEY; a fresh 12-byte IV per value; the additional data binds a value to its owner (e.g. `xero:<client id>`),
 * so a ciphertext copied into another operator's row does not decrypt. Format: `v1:<iv>:<tag>:<ciphertext>`
 * (base64url), so the scheme can change later without guessing.
 */
const keyOf = (secretKey: string) => createHash('sha256').update(secretKey, 'utf8').digest();

export function sealSecret(secretKey: string, plain: string, owner: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
}

/** The plain secret, or null when the value was sealed with another key or for another owner (or is damaged). */
export function openSecret(secretKey: string, sealed: string, owner: string): string | null {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(owner, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
