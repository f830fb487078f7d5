import { MEMBER_MESSAGES, SESSION_MESSAGES } from '@clubspace/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiSession } from './support/api-session.ts';

// Issue 30 finding 7: the e-mail check answers only about the caller's operator, and a member whose e-mail is another
// operator's user attaches that user (one e-mail is one user) instead of a 409.
const { t, tok, ids, get, send } = useApiSession();

/** A demo member's e-mail, user id and names (a user Harbour has no member for). */
async function demoOnlyMember() {
  const rows = (
    await t.db.execute(sql`select u.id, u.email, u.first_name, u.last_name from users u join members m on m.user_id = u.id
      where m.client_id = ${ids.demo} and not exists (select 1 from members h where h.user_id = u.id and h.client_id = ${ids.harbour})
      order by m.id limit 1`)
  ).rows as { id: number; email: string; first_name: string; last_name: string }[];
  return rows[0];
}

const check = (email: string, token: string) => get(`/api/email-is-valid/${encodeURIComponent(email)}`, token);

describe('e-mail enumeration across operators', () => {
  it('email-is-valid: present for the operator that has the member, free for another operator', async () => {
    const member = await demoOnlyMember();
    expect((await check(member.email, tok.owner)).json()).toEqual({ message: 'present' });
    expect((await check(member.email.toUpperCase(), tok.owner)).json()).toEqual({ message: 'present' });
    // Harbour learns nothing about Demo's people, nor about the Demo owner (staff, no member of Harbour).
    expect((await check(member.email, tok.harbour)).json()).toEqual({ message: 'free' });
    expect((await check('owner@demo.test', tok.harbour)).json()).toEqual({ message: 'free' });
    expect((await check('nobody-at-all@example.test', tok.harbour)).json()).toEqual({ message: 'free' });
  });

  it('creating a member with another operator’s user’s e-mail attaches that user (201, one user), keeps their name; the same again is 409', async () => {
    const member = await demoOnlyMember();
    const payload = { first_name: 'Someone', last_name: 'Else', email: member.email, office: 'harbour-main', role: 'team_member' };
    const offices = (await get('/api/dashboard-offices/?page_size=50', tok.harbour)).json().offices as { slug: string }[];
    payload.office = offices[0].slug;
    const created = await send('POST', '/api/profile/', payload, tok.harbour);
    expect(created.statusCode, created.body).toBe(201);
    const users = (await t.db.execute(sql`select id, first_name, last_name from users where lower(email) = lower(${member.email})`)).rows as {
      id: number;
      first_name: string;
      last_name: string;
    }[];
    expect(users).toHaveLength(1);
    expect(users[0]).toEqual({ id: member.id, first_name: member.first_name, last_name: member.last_name });
    const memberships = (await t.db.execute(sql`select client_id from members where user_id = ${member.id} order by client_id`)).rows as {
      client_id: number;
    }[];
    expect(memberships.map((m) => m.client_id).sort()).toEqual([ids.demo, ids.harbour].sort());
    // Now Harbour has the member: its check says present and a second create is the usual 409.
    expect((await check(member.email, tok.harbour)).json()).toEqual({ message: 'present' });
    const again = await send('POST', '/api/profile/', payload, tok.harbour);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ email: MEMBER_MESSAGES.emailTaken });
    // Demo's member is untouched.
    expect((await check(member.email, tok.owner)).json()).toEqual({ message: 'present' });
  });

  it('sign-up keeps the specification’s email_already_registered reply', async () => {
    const member = await demoOnlyMember();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-signup/',
      remoteAddress: '10.77.0.1',
      payload: { email: member.email, password: 'a-good-password', first_name: 'A', last_name: 'B', company: 'Enum Co', workspace: 'Enum' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(SESSION_MESSAGES.emailAlreadyRegistered);
  });
});
