import { guestConsent, memberConsent, type ConsentCategory, type ConsentRecipient, type EmailConsentView } from '@clubspace/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { guests, memberPreferences, members, users } from '../db/schema/index.ts';

/**
 * Who an address is at one operator, with their consent (issue 26: one consent model): a member (allow_email and the
 * stored categories; no preferences row = every category on), else a guest (consent_marketing), else someone with no
 * consent on file (staff, an accounts address), who receives what is sent to them. One query per table, by the
 * unique lower(e-mail) indexes.
 */
export async function resolveRecipient(db: Db, clientId: number, email: string): Promise<ConsentRecipient> {
  const [member] = await db
    .select({ id: members.id, allowEmail: members.allowEmail, ...preferenceColumns })
    .from(users)
    .innerJoin(members, and(eq(members.userId, users.id), eq(members.clientId, clientId)))
    .leftJoin(memberPreferences, eq(memberPreferences.memberId, members.id))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (member) return { type: 'member', id: member.id, consent: memberConsent(member.allowEmail, member) };
  const [guest] = await db
    .select({ id: guests.id, consentMarketing: guests.consentMarketing })
    .from(guests)
    .where(and(eq(guests.clientId, clientId), sql`lower(${guests.email}) = lower(${email})`))
    .limit(1);
  if (guest) return { type: 'guest', id: guest.id, consent: guestConsent(guest.consentMarketing) };
  return { type: 'other' };
}

/** The stored category flags, for a select that left-joins member_preferences (null = no row = on). */
export const preferenceColumns = {
  bookings: memberPreferences.bookings,
  invoices: memberPreferences.invoices,
  campaigns: memberPreferences.campaigns,
  community: memberPreferences.community,
};

/**
 * The consent rule of the contract (`mayEmail`) for members, as SQL, so a bulk sender (campaigns) filters its
 * recipients in one query; needs `members` and a left join of `member_preferences`. A member's marketing consent is
 * their campaigns flag, so campaigns need nothing more. test/consent.test.ts holds it equal to `mayEmail`.
 */
export function memberConsentSql(category: ConsentCategory): SQL {
  return sql`(${members.allowEmail} and coalesce(${preferenceColumns[category]}, true))`;
}

/** A member's consent as the member profile and the portal show it (no preferences row = every category on). */
export async function storedConsent(db: Db, memberId: number, allowEmail: boolean): Promise<EmailConsentView> {
  const [row] = await db.select(preferenceColumns).from(memberPreferences).where(eq(memberPreferences.memberId, memberId)).limit(1);
  const { marketing: _marketing, ...consent } = memberConsent(allowEmail, row ?? null);
  return consent;
}
