import {
  CONSENT_CATEGORY_HINTS,
  CONSENT_CATEGORY_LABELS,
  UNSUBSCRIBE_MESSAGES,
  guestConsent,
  maskEmail,
  memberConsent,
  type EmailConsent,
  type UnsubscribeView,
} from '@clubspace/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, guests, memberPreferences, members, users } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { preferenceColumns } from '../../lib/consent.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { UnsubscribeClaims, UnsubscribeTokens } from '../../lib/unsubscribe-token.ts';

interface Holder {
  operator: string;
  email: string;
  consent: EmailConsent;
}

/** The token's claims, or 400 in words: a changed, cut or made-up link never reaches the database. */
export function readToken(tokens: UnsubscribeTokens, token: string | undefined): UnsubscribeClaims {
  if (!token) throw badRequest({ token: UNSUBSCRIBE_MESSAGES.tokenRequired }, UNSUBSCRIBE_MESSAGES.tokenRequired);
  const claims = tokens.verify(token);
  if (!claims) throw badRequest({ token: UNSUBSCRIBE_MESSAGES.tokenInvalid }, UNSUBSCRIBE_MESSAGES.tokenInvalid);
  return claims;
}

/** The token's recipient within the token's operator (the member or guest row must be that operator's), or 404. */
async function holderOf(db: Db, c: UnsubscribeClaims): Promise<Holder> {
  if (c.recipient === 'member') {
    const [m] = await db
      .select({ operator: clients.name, email: users.email, allowEmail: members.allowEmail, ...preferenceColumns })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .innerJoin(clients, eq(clients.id, members.clientId))
      .leftJoin(memberPreferences, eq(memberPreferences.memberId, members.id))
      .where(and(eq(members.id, c.id), eq(members.clientId, c.clientId)))
      .limit(1);
    if (m) return { operator: m.operator, email: m.email, consent: memberConsent(m.allowEmail, m) };
  } else {
    const [g] = await db
      .select({ operator: clients.name, email: guests.email, consentMarketing: guests.consentMarketing })
      .from(guests)
      .innerJoin(clients, eq(clients.id, guests.clientId))
      .where(and(eq(guests.id, c.id), eq(guests.clientId, c.clientId)))
      .limit(1);
    if (g) return { operator: g.operator, email: g.email ?? '', consent: guestConsent(g.consentMarketing) };
  }
  throw notFound(UNSUBSCRIBE_MESSAGES.recipientGone);
}

function view(c: UnsubscribeClaims, h: Holder): UnsubscribeView {
  const subscribed = c.recipient === 'guest' ? h.consent.marketing : h.consent.allow_email && h.consent[c.category];
  return {
    operator: h.operator,
    email: maskEmail(h.email),
    recipient: c.recipient,
    category: c.category,
    category_label: CONSENT_CATEGORY_LABELS[c.category],
    subscribed,
    allow_email: h.consent.allow_email,
  };
}

/** GET /api/unsubscribe/?token=: what the link would turn off. Reads only (mail scanners open links). */
export async function previewUnsubscribe(db: Db, tokens: UnsubscribeTokens, token: string) {
  const claims = readToken(tokens, token);
  return view(claims, await holderOf(db, claims));
}

/**
 * POST /api/unsubscribe/: a member's link turns its category off (the member's preferences row, created when missing),
 * or with `all` every e-mail (`allow_email` off); a guest's turns `consent_marketing` off. Idempotent.
 */
export async function unsubscribe(db: Db, tokens: UnsubscribeTokens, token: string | undefined, all: boolean) {
  const c = readToken(tokens, token);
  await holderOf(db, c);
  await writeTransaction(db, async (tx) => {
    if (c.recipient === 'guest') {
      await tx
        .update(guests)
        .set({ consentMarketing: false })
        .where(and(eq(guests.id, c.id), eq(guests.clientId, c.clientId)));
    } else if (all) {
      await tx
        .update(members)
        .set({ allowEmail: false })
        .where(and(eq(members.id, c.id), eq(members.clientId, c.clientId)));
    } else {
      const off = { [c.category]: false, updatedAt: new Date() };
      await tx
        .insert(memberPreferences)
        .values({ memberId: c.id, clientId: c.clientId, ...off })
        .onConflictDoUpdate({ target: memberPreferences.memberId, set: off });
    }
  });
  const after = view(c, await holderOf(db, c));
  const everything = c.recipient === 'member' && all;
  return {
    detail: everything
      ? UNSUBSCRIBE_MESSAGES.doneAll
      : UNSUBSCRIBE_MESSAGES.done(c.recipient === 'guest' ? 'marketing' : CONSENT_CATEGORY_HINTS[c.category].split(',')[0]),
    ...after,
  };
}
