import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CONSENT_CATEGORIES, type ConsentCategory } from '@clubspace/contract';

/** What an unsubscribe link names: the operator, the recipient (a member or a guest row) and the message's category. */
export interface UnsubscribeClaims {
  clientId: number;
  recipient: 'member' | 'guest';
  id: number;
  category: ConsentCategory;
}

const RECIPIENT_CODES = { member: 'm', guest: 'g' } as const;

/**
 * Unsubscribe tokens (issue 26): `<payload>.<mac>`, both base64url; the payload is `v1.<operator>.<m|g><id>.<category>`
 * and the mac an HMAC-SHA256 under a key derived from the app secret for this use only (a session key never signs
 * one). They do not expire: an unsubscribe link must keep working for as long as the e-mail is kept (RFC 8058), and it
 * can only ever turn e-mails off.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`${secret}\u0000purpose:unsubscribe`).digest();
  }

  sign(c: UnsubscribeClaims): string {
    const payload = Buffer.from(`v1.${c.clientId}.${RECIPIENT_CODES[c.recipient]}${c.id}.${c.category}`).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of an untouched token; null for anything changed, cut short or made up. */
  verify(token: string): UnsubscribeClaims | null {
    const [payload, mac, ...rest] = token.split('.');
    if (!payload || !mac || rest.length) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const m = /^v1\.(\d{1,12})\.([mg])(\d{1,12})\.([a-z]+)$/.exec(Buffer.from(payload, 'base64url').toString());
    if (!m || !(CONSENT_CATEGORIES as readonly string[]).includes(m[4])) return null;
    return { clientId: Number(m[1]), recipient: m[2] === 'm' ? 'member' : 'guest', id: Number(m[3]), category: m[4] as ConsentCategory };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

const perConfig = new WeakMap<object, UnsubscribeTokens>();

/** The unsubscribe token service of an app (one per app config, like the portal tokens). */
export function unsubscribeTokensFor(config: { jwtSecret: string }): UnsubscribeTokens {
  let found = perConfig.get(config);
  if (!found) {
    found = new UnsubscribeTokens(config.jwtSecret);
    perConfig.set(config, found);
  }
  return found;
}
