import { describe, expect, it } from 'vitest';
import {
  CONSENT_CATEGORIES,
  MESSAGE_KINDS,
  afterUnsubscribe,
  guestConsent,
  hasUnsubscribeLink,
  maskEmail,
  mayEmail,
  memberConsent,
  type ConsentRecipient,
  type EmailConsent,
  type MessageKind,
} from '../src/consent.ts';

const kinds = Object.keys(MESSAGE_KINDS) as MessageKind[];
const required = kinds.filter((k) => MESSAGE_KINDS[k] === 'required');
const optional = kinds.filter((k) => MESSAGE_KINDS[k] !== 'required');

/** Every combination of the six switches (64 consents). */
function everyConsent(): EmailConsent[] {
  const keys = ['allow_email', ...CONSENT_CATEGORIES, 'marketing'] as const;
  return Array.from(
    { length: 2 ** keys.length },
    (_, n) => Object.fromEntries(keys.map((k, i) => [k, Boolean(n & (1 << i))])) as unknown as EmailConsent,
  );
}
const recipients = (c: EmailConsent): ConsentRecipient[] => [
  { type: 'member', id: 1, consent: c },
  { type: 'guest', id: 2, consent: c },
];

describe('the one consent rule', () => {
  it('sends the required kinds (password reset, invitation, magic link, security) whatever the switches say', () => {
    expect(required).toEqual(expect.arrayContaining(['password_reset', 'invitation', 'magic_link', 'security', 'account_validation']));
    for (const c of everyConsent()) for (const r of recipients(c)) for (const k of required) expect(mayEmail(k, r)).toBe(true);
  });

  it('blocks every non-required kind when allow_email is off', () => {
    for (const c of everyConsent().filter((x) => !x.allow_email))
      for (const r of recipients(c)) for (const k of optional) expect(mayEmail(k, r), k).toBe(false);
  });

  it('sends a non-required kind exactly when allow_email and its category are on (campaigns also need the marketing consent)', () => {
    for (const c of everyConsent())
      for (const r of recipients(c))
        for (const k of optional) {
          const cat = MESSAGE_KINDS[k] as Exclude<(typeof MESSAGE_KINDS)[MessageKind], 'required'>;
          expect(mayEmail(k, r), `${k} ${JSON.stringify(c)}`).toBe(c.allow_email && c[cat] && (cat !== 'campaigns' || c.marketing));
        }
  });

  it('turning one category off stops only that category', () => {
    for (const off of CONSENT_CATEGORIES) {
      const c = memberConsent(true, { [off]: false });
      for (const k of optional) expect(mayEmail(k, { type: 'member', id: 1, consent: c })).toBe(MESSAGE_KINDS[k] !== off);
    }
  });

  it('maps the message kinds to their categories', () => {
    expect(MESSAGE_KINDS).toMatchObject({
      booking_confirmation: 'bookings',
      booking_cancellation: 'bookings',
      invoice: 'invoices',
      invoice_reminder: 'invoices',
      campaign: 'campaigns',
      offer: 'campaigns',
      community_notice: 'community',
      campaign_test: 'required',
    });
  });

  it('recipients without consent on file (staff, an accounts address) receive every kind, with no unsubscribe link', () => {
    for (const k of kinds) {
      expect(mayEmail(k, { type: 'other' })).toBe(true);
      expect(hasUnsubscribeLink(k, { type: 'other' })).toBe(false);
    }
  });

  it('a member without stored preferences has every category on; a guest needs consent_marketing for campaigns only', () => {
    expect(memberConsent(true, null)).toEqual({
      allow_email: true,
      bookings: true,
      invoices: true,
      campaigns: true,
      community: true,
      marketing: true,
    });
    const guest = (m: boolean): ConsentRecipient => ({ type: 'guest', id: 1, consent: guestConsent(m) });
    expect(mayEmail('campaign', guest(false))).toBe(false);
    expect(mayEmail('campaign', guest(true))).toBe(true);
    expect(mayEmail('guest_welcome', guest(false))).toBe(true);
  });
});

describe('unsubscribe links', () => {
  it('every non-required e-mail to a member carries one; required ones never; guests only on campaigns', () => {
    const member: ConsentRecipient = { type: 'member', id: 1, consent: memberConsent(true, null) };
    const guest: ConsentRecipient = { type: 'guest', id: 1, consent: guestConsent(true) };
    for (const k of kinds) {
      expect(hasUnsubscribeLink(k, member)).toBe(MESSAGE_KINDS[k] !== 'required');
      expect(hasUnsubscribeLink(k, guest)).toBe(MESSAGE_KINDS[k] === 'campaigns');
    }
  });

  it('after an unsubscribe the rule stops the category (or everything); a guest loses the marketing consent', () => {
    for (const scope of [...CONSENT_CATEGORIES, 'all'] as const) {
      const after = afterUnsubscribe('member', memberConsent(true, null), scope);
      for (const k of optional) expect(mayEmail(k, { type: 'member', id: 1, consent: after })).toBe(scope !== 'all' && MESSAGE_KINDS[k] !== scope);
    }
    const g = afterUnsubscribe('guest', guestConsent(true), 'campaigns');
    expect(mayEmail('campaign', { type: 'guest', id: 1, consent: g })).toBe(false);
  });

  it('hides most of the address on the public page', () => {
    expect(maskEmail('ann@example.com')).toBe('a**@example.com');
    expect(maskEmail('alexandra.long@example.com')).toBe('a******@example.com');
    expect(maskEmail('nope')).toBe('***');
  });
});
