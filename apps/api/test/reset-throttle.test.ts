import { RESET_THROTTLE_MINUTES, SESSION_MESSAGES, resetThrottledMessage } from '@clubspace/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, emailOutbox, members, users } from '../src/db/schema/index.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/forgot/', payload: { email } });
const mailsTo = async (email: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.to}) = lower(${email})`)
  )[0].n;
/** Two members' e-mails from the demo data. */
const memberEmails = async () =>
  (await t.db.select({ email: users.email }).from(members).innerJoin(users, eq(users.id, members.userId)).orderBy(members.id).limit(2)).map(
    (r) => r.email,
  );

describe('password reset throttle (one e-mail per member per window)', () => {
  it('sends the first e-mail and answers 429 with a message to five quick clicks, sending nothing more', async () => {
    const [email] = await memberEmails();
    const before = await mailsTo(email);
    expect((await forgot(email)).statusCode).toBe(201);
    const clicks = await Promise.all(Array.from({ length: 5 }, () => forgot(email)));
    for (const res of clicks) {
      expect(res.statusCode).toBe(429);
      expect(res.json().detail).toBe(resetThrottledMessage(RESET_THROTTLE_MINUTES));
    }
    expect(await mailsTo(email)).toBe(before + 1);
  });

  it('throttles per member: another member still gets an e-mail, an unknown address still reads 201', async () => {
    const [, other] = await memberEmails();
    const res = await forgot(other);
    expect(res.statusCode).toBe(201);
    expect(res.json().detail).toBe(SESSION_MESSAGES.resetSent);
    for (let i = 0; i < 3; i++) expect((await forgot('nobody@nowhere.test')).statusCode).toBe(201);
  });

  it('lets the next e-mail out once the window has passed', async () => {
    const [email] = await memberEmails();
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    // Age the member's reset links past the window instead of waiting for it.
    await t.db
      .update(authTokens)
      .set({ createdAt: sql`${authTokens.createdAt} - make_interval(mins => ${RESET_THROTTLE_MINUTES})` })
      .where(and(eq(authTokens.userId, user.id), eq(authTokens.purpose, 'reset_password')));
    const before = await mailsTo(email);
    expect((await forgot(email)).statusCode).toBe(201);
    expect(await mailsTo(email)).toBe(before + 1);
    expect((await forgot(email)).statusCode).toBe(429);
  });
});
