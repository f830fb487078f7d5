import { EXACT_COUNT_LIMIT, type MemberItem } from '@clubspace/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guests, members, teams, users } from '../src/db/schema/index.ts';
import { expectOrdered, useApiSession } from './support/api-session.ts';

// Issue 14: the member list's stored sort keys and search text follow every write (triggers), and huge lists answer
// an estimated total the envelope flags.
const { t, tok, ids, get } = useApiSession();

const memberRows = async (url: string) => (await get(url)).json().members as MemberItem[];

async function demoMemberWithTeam() {
  const [row] = await t.db
    .select({ id: members.id, slug: members.slug, userId: members.userId, teamId: members.teamId })
    .from(members)
    .where(and(eq(members.clientId, ids.demo), sql`${members.teamId} is not null`))
    .orderBy(asc(members.id))
    .limit(1);
  return row;
}

describe('member list keys follow the writes', () => {
  it('a renamed user is found by the new name and sorted by it', async () => {
    const m = await demoMemberWithTeam();
    await t.db.update(users).set({ firstName: 'Aaaron', lastName: 'Zzyzx Quill' }).where(eq(users.id, m.userId));
    const found = await memberRows('/api/member-list/?name=zzyzx quill');
    expect(found.map((x) => x.slug)).toEqual([m.slug]);
    expect(await memberRows('/api/member-list/?name=AaaronZzyzx')).toHaveLength(1);
    const first = await memberRows('/api/member-list/?page_size=1');
    expect(first[0].slug).toBe(m.slug);
    const byLast = await memberRows('/api/member-list/?order=-user__last_name&page_size=1');
    expect(byLast[0].user.last_name).toBe('Zzyzx Quill');
    const lookup = (await get('/api/lookups/members/?name=zzyzx')).json() as { slug: string }[];
    expect(lookup.map((x) => x.slug)).toEqual([m.slug]);
  });

  it('a renamed team and a changed team are found by the team name', async () => {
    const m = await demoMemberWithTeam();
    await t.db.update(teams).set({ name: 'Qwxv Renamed Team' }).where(eq(teams.id, m.teamId!));
    expect((await memberRows('/api/member-list/?name=qwxvrenamed&page_size=100')).map((x) => x.slug)).toContain(m.slug);
    const [other] = await t.db.insert(teams).values({ clientId: ids.demo, slug: 'jkzp-team', name: 'Jkzp Other' }).returning();
    await t.db.update(members).set({ teamId: other.id }).where(eq(members.id, m.id));
    expect((await memberRows('/api/member-list/?name=jkzpother')).map((x) => x.slug)).toEqual([m.slug]);
    expect((await memberRows('/api/member-list/?name=qwxvrenamed&page_size=100')).map((x) => x.slug)).not.toContain(m.slug);
    await t.db.delete(teams).where(eq(teams.id, other.id));
    expect(await memberRows('/api/member-list/?name=jkzpother')).toHaveLength(0);
  });

  it('pages of the default order join up into the whole order', async () => {
    const all = await memberRows('/api/member-list/?page_size=1000');
    expectOrdered(all.map((x) => `${x.user.first_name}\u0001${x.user.last_name}`));
    const pages = [
      ...(await memberRows('/api/member-list/?page_size=3&page_number=1')),
      ...(await memberRows('/api/member-list/?page_size=3&page_number=2')),
    ];
    expect(pages.map((x) => x.slug)).toEqual(all.slice(0, 6).map((x) => x.slug));
  });
});

describe('counts of huge lists', () => {
  it('counts exactly up to the limit, and above it answers the estimate, flagged', async () => {
    const small = (await get('/api/guests/')).json();
    expect(small).not.toHaveProperty('num_results_estimated');
    await t.db.execute(sql`insert into ${guests} (client_id, slug, name)
      select ${ids.harbour}, 'bulk-guest-' || g, 'Bulk Guest ' || g from generate_series(1, ${EXACT_COUNT_LIMIT + 500}) g`);
    await t.db.execute(sql`analyze guests`);
    const res = await get('/api/guests/?page_size=25', tok.harbour);
    expect(res.statusCode).toBe(200);
    const harbour = res.json();
    expect(harbour.num_results_estimated).toBe(true);
    expect(harbour.num_results).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(harbour.guests).toHaveLength(25);
    // The other operator's list still counts exactly.
    expect((await get('/api/guests/')).json()).not.toHaveProperty('num_results_estimated');
  });
});
