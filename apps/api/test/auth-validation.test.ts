import { RESEND_VALIDATION_SECONDS, SESSION_MESSAGES } from '@clubspace/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, emailOutbox, users } from '../src/db/schema/index.ts';
import { DEMO_OWNER, useTestApp } from './support/test-app.ts';

const t = useTestApp();

async function mailsTo(email: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.to}) = ${email}`)
    .orderBy(desc(emailOutbox.id));
}

async function signUp(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/client-signup/',
    payload: {
      email,
      password: 'a-good-password',
      full_name: 'Ada Lane',
      first_name: 'Ada',
      last_name: 'Lane',
      company: `Lane ${email}`,
      workspace: `lane-${Date.now()}`,
    },
  });
  expect(res.statusCode).toBe(201);
}

const resend = (email: unknown) => t.app.inject({ method: 'POST', url: '/api/resend-validation/', payload: { email } });
const validate = (token: string) => t.app.inject({ method: 'POST', url: '/api/validate-email/', payload: { token } });

/** Moves the user's validation tokens back in time, as if the throttle window had passed. */
async function ageTokens(email: string, seconds: number) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  await t.db.execute(
    sql`update auth_tokens set created_at = created_at - make_interval(secs => ${seconds}) where user_id = ${user.id} and purpose = 'validate_email'`,
  );
}

describe('resend validation e-mail', () => {
  it('sends a new working link, at most once per throttle window, and the new link validates', async () => {
    const email = `resend.${Date.now()}@example.com`;
    await signUp(email);
    expect(await mailsTo(email)).toHaveLength(1);

    // Clicked at once: answered alike, but no second e-mail within the window.
    const early = await resend(email);
    expect(early.statusCode).toBe(201);
    expect(early.json().detail).toBe(SESSION_MESSAGES.validationResent);
    for (let i = 0; i < 4; i++) expect((await resend(email)).statusCode).toBe(201);
    expect(await mailsTo(email)).toHaveLength(1);

    await ageTokens(email, RESEND_VALIDATION_SECONDS + 1);
    expect((await resend(email.toUpperCase())).statusCode).toBe(201);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0].link).not.toBe(mails[1].link);

    const token = mails[0].link!.split('/validate/')[1];
    const ok = await validate(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().detail).toBe(SESSION_MESSAGES.validationDone);
    // The older link of the same account, opened afterwards, says it is validated already.
    const older = await validate(mails[1].link!.split('/validate/')[1]);
    expect(older.statusCode).toBe(200);
    expect(older.json().detail).toBe(SESSION_MESSAGES.validationAlready);
  });

  it('answers unknown and already validated addresses the same way and mails nothing', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(authTokens))[0].n;
    for (const email of ['nobody@nowhere.test', DEMO_OWNER.email]) {
      const res = await resend(email);
      expect(res.statusCode).toBe(201);
      expect(res.json().detail).toBe(SESSION_MESSAGES.validationResent);
    }
    expect(await mailsTo(DEMO_OWNER.email)).toHaveLength(0);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(authTokens))[0].n).toBe(before);
  });

  it('rejects a missing e-mail with the field message', async () => {
    const res = await resend(undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ email: SESSION_MESSAGES.emailRequired });
  });
});

describe('validation link', () => {
  it('a forged or unknown token stays an error', async () => {
    const res = await validate('x'.repeat(40));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ token: SESSION_MESSAGES.validationInvalid });
  });
});
