import { ERASED_FIRST_NAME, ERASED_LAST_NAME, ERASED_NAME, GDPR_MESSAGES, MEMBER_PHOTO_KIND, erasedEmail } from '@clubspace/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  authTokens,
  calendarFeeds,
  checkinLinks,
  invoiceEvents,
  members,
  payerAccounts,
  portalAccess,
  portalInviteRequests,
  portalLinks,
  portalRefreshTokens,
  refreshTokens,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { eraseFromChangeLog, type Replacement } from './gdpr-change-log.ts';
import { uploadIdOf } from './gdpr-export.service.ts';

export interface ErasureOutcome {
  /** The member's new slug (erased-<id>: the old one was made from the name). */
  slug: string;
  /** The user row was anonymised too (the person had no other operator's membership and no staff role). */
  userErased: boolean;
}

/** The search text of an erased member (members_search_text's shape: first, last, both, e-mail, team). */
const erasedSearchText = (email: string) => [ERASED_FIRST_NAME, ERASED_LAST_NAME, `${ERASED_FIRST_NAME}${ERASED_LAST_NAME}`, email].join('\n');

type Person = NonNullable<Awaited<ReturnType<typeof lockPerson>>>;
interface Erasure {
  tx: Executor;
  clientId: number;
  row: Person;
  now: Date;
  userErased: boolean;
  /** One placeholder per user: unique (users_email_uq) and never deliverable. */
  replacementEmail: string;
  erasedSlug: string;
}

/** The member and its user, locked. */
async function lockPerson(tx: Executor, clientId: number, memberId: number) {
  const [row] = await tx
    .select({
      id: members.id,
      slug: members.slug,
      image: members.image,
      erasedAt: members.erasedAt,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      avatar: users.avatar,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.id, memberId), eq(members.clientId, clientId)))
    .for('update', { of: [members, users] })
    .limit(1);
  return row ?? null;
}

/** Whether the user stays for something else: another operator's membership (not erased) or a staff role anywhere. */
async function userIsShared(tx: Executor, row: Person) {
  const [{ others }] = (
    await tx.execute<{ others: number }>(
      sql`select ((select count(*) from members where user_id = ${row.userId} and id <> ${row.id} and erased_at is null)
        + (select count(*) from staff where user_id = ${row.userId}))::int as others`,
    )
  ).rows;
  return Number(others) > 0;
}

/** The member row, its photo, portal access and sessions, feeds, links and the records naming the person. */
async function eraseMemberRecords({ tx, clientId, row, now, replacementEmail, erasedSlug }: Erasure) {
  // The member row: anonymised, marked erased, out of every list's search and sort keys.
  await tx
    .update(members)
    .set({
      jobTitle: null,
      image: null,
      billingTown: null,
      billingStreet: null,
      billingStreetNumber: null,
      status: 'inactive',
      presence: 'out',
      allowEmail: false,
      allowPush: false,
      notifyNow: false,
      autoAssign: false,
      autoChecking: false,
      // The slug is made from the name: it becomes erased-<id> (unique: no name makes that slug).
      slug: erasedSlug,
      sortFirst: ERASED_FIRST_NAME,
      sortLast: ERASED_LAST_NAME,
      searchText: erasedSearchText(replacementEmail),
      erasedAt: now,
    })
    .where(and(eq(members.id, row.id), eq(members.clientId, clientId)));

  // The photo (this operator's member photo upload) and, with the user, the avatar upload.
  const photo = uploadIdOf(row.image);
  if (photo) await tx.delete(uploads).where(and(eq(uploads.id, photo), eq(uploads.clientId, clientId), eq(uploads.kind, MEMBER_PHOTO_KIND)));

  // The portal: access revoked (its session version up ends every portal token), refresh tokens revoked, links gone.
  await tx
    .update(portalAccess)
    .set({ status: 'revoked', revokedAt: now, sessionVersion: sql`${portalAccess.sessionVersion} + 1` })
    .where(and(eq(portalAccess.memberId, row.id), eq(portalAccess.clientId, clientId)));
  await tx
    .update(portalRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(portalRefreshTokens.memberId, row.id), eq(portalRefreshTokens.clientId, clientId), isNull(portalRefreshTokens.revokedAt)));
  await tx.delete(portalLinks).where(and(eq(portalLinks.memberId, row.id), eq(portalLinks.clientId, clientId)));
  await tx.delete(calendarFeeds).where(and(eq(calendarFeeds.memberId, row.id), eq(calendarFeeds.clientId, clientId)));
  await tx.delete(checkinLinks).where(and(eq(checkinLinks.memberId, row.id), eq(checkinLinks.clientId, clientId)));
  await tx.delete(payerAccounts).where(and(eq(payerAccounts.memberId, row.id), eq(payerAccounts.clientId, clientId)));

  // A team admin's request to invite this person holds their name and e-mail.
  await tx
    .update(portalInviteRequests)
    .set({ firstName: ERASED_FIRST_NAME, lastName: ERASED_LAST_NAME, email: replacementEmail })
    .where(
      and(
        eq(portalInviteRequests.clientId, clientId),
        sql`(${portalInviteRequests.memberId} = ${row.id} or lower(${portalInviteRequests.email}) = lower(${row.email}))`,
      ),
    );
  // The record of an invoice e-mailed to the person keeps the sending, not the address.
  await tx
    .update(invoiceEvents)
    .set({ toEmail: replacementEmail })
    .where(and(eq(invoiceEvents.clientId, clientId), sql`lower(${invoiceEvents.toEmail}) = lower(${row.email})`));
}

/** The mailbox: e-mails to the person go; the operator's other e-mails have the name and address replaced. */
async function scrubMailbox({ tx, clientId, row, userErased, replacementEmail }: Erasure) {
  // The mailbox: e-mails to the person go (every operator's and the account e-mails when the user goes too); the
  // operator's other e-mails (staff notifications naming them) have the name and address replaced.
  await tx.execute(
    sql`delete from email_outbox where lower("to") = lower(${row.email}) and ${userErased ? sql`true` : sql`client_id = ${clientId}`}`,
  );
  const fullName = `${row.firstName} ${row.lastName}`.trim();
  for (const [from, to] of [
    [row.email, replacementEmail],
    [fullName, ERASED_NAME],
  ] as const) {
    if (!from) continue;
    await tx.execute(
      sql`update email_outbox set subject = replace(subject, ${from}, ${to}), text = replace(text, ${from}, ${to}), html = replace(html, ${from}, ${to})
        where client_id = ${clientId} and (strpos(subject, ${from}) > 0 or strpos(text, ${from}) > 0 or strpos(coalesce(html, ''), ${from}) > 0)`,
    );
  }
}

/** The user row and its sessions, when no other operator or staff role keeps it. */
async function eraseUser({ tx, clientId, row, now, replacementEmail }: Erasure) {
  const avatar = uploadIdOf(row.avatar);
  if (avatar) await tx.delete(uploads).where(and(eq(uploads.id, avatar), eq(uploads.clientId, clientId)));
  await tx
    .update(users)
    .set({
      email: replacementEmail,
      firstName: ERASED_FIRST_NAME,
      lastName: ERASED_LAST_NAME,
      phone: null,
      avatar: null,
      passwordHash: null,
      validated: false,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      erasedAt: now,
    })
    .where(eq(users.id, row.userId));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, row.userId), isNull(refreshTokens.revokedAt)));
  await tx.delete(authTokens).where(eq(authTokens.userId, row.userId));
  await tx.execute(sql`delete from login_failures where lower(account) = lower(${row.email})`);
  // Two-factor (issue 30): the sealed secret, the recovery codes and the remembered devices go with the person.
  await tx.execute(sql`delete from two_factor_devices where user_id = ${row.userId}`);
  await tx.execute(sql`delete from two_factor_recovery_codes where user_id = ${row.userId}`);
  await tx.execute(sql`delete from user_two_factor where user_id = ${row.userId}`);
}

/** Last: the audit log's copies of the old values (this transaction's own change rows included). */
async function rewriteAudit({ tx, clientId, row, userErased, replacementEmail, erasedSlug }: Erasure) {
  const fullName = `${row.firstName} ${row.lastName}`.trim();
  const replacements: Replacement[] = [
    { from: row.email, to: replacementEmail, match: 'within' },
    ...(row.phone && row.phone.replace(/\D/g, '').length >= 6 ? [{ from: row.phone, to: '', match: 'within' as const }] : []),
    ...(fullName.includes(' ') ? [{ from: fullName, to: ERASED_NAME, match: 'within' as const }] : []),
    { from: `${row.firstName}${row.lastName}`.replace(/\s/g, ''), to: `${ERASED_FIRST_NAME}${ERASED_LAST_NAME}`, match: 'exact' },
    { from: row.firstName, to: ERASED_FIRST_NAME, match: 'exact' },
    { from: row.lastName, to: ERASED_LAST_NAME, match: 'exact' },
    { from: row.firstName.replace(/\s/g, ''), to: ERASED_FIRST_NAME, match: 'exact' },
    { from: row.lastName.replace(/\s/g, ''), to: ERASED_LAST_NAME, match: 'exact' },
  ];
  const memberKeys = {
    slug: erasedSlug,
    job_title: null,
    image: null,
    billing_town: null,
    billing_street: null,
    billing_street_number: null,
    sort_first: ERASED_FIRST_NAME,
    sort_last: ERASED_LAST_NAME,
    search_text: erasedSearchText(replacementEmail),
  };
  const userKeys = { first_name: ERASED_FIRST_NAME, last_name: ERASED_LAST_NAME, email: replacementEmail, phone: null, avatar: null };
  await eraseFromChangeLog(tx, clientId, row.userId, replacements, [
    { recordType: 'members', recordId: row.id, keys: memberKeys },
    ...(userErased ? [{ recordType: 'users', recordId: row.userId, keys: userKeys }] : []),
  ]);
}

/**
 * Erases one operator's member (issue 30), inside the caller's write transaction. The member row is anonymised and
 * marked erased; its photo upload, portal access and sessions, calendar feeds, check-in links and saved payer account
 * go; e-mails sent to the person are deleted from the outbox. The user row (shared by every operator the person
 * belongs to: one e-mail = one user) is anonymised only when no other operator's membership or staff role remains;
 * then every staff session and one-time link ends too. Invoices and their lines stay as they are (legal retention),
 * and the audit log's old values are rewritten last (so the erasure's own change rows are rewritten as well).
 */
export async function eraseMember(tx: Executor, clientId: number, memberId: number): Promise<ErasureOutcome> {
  const row = await lockPerson(tx, clientId, memberId);
  if (!row) throw notFound('Member not found');
  if (row.erasedAt) throw conflict(GDPR_MESSAGES.alreadyErased, 'already_erased');
  const userErased = !(await userIsShared(tx, row));
  const erasure: Erasure = {
    tx,
    clientId,
    row,
    now: clock.now(),
    userErased,
    replacementEmail: erasedEmail(row.userId),
    erasedSlug: `erased-${row.id}`,
  };
  await eraseMemberRecords(erasure);
  await scrubMailbox(erasure);
  if (userErased) await eraseUser(erasure);
  await rewriteAudit(erasure);
  return { slug: erasure.erasedSlug, userErased };
}
