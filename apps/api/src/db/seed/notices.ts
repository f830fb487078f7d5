import { noticeOffices, notices } from '../schema/index.ts';
import type { Ctx } from './context.ts';
import type { SeededOffice } from './space.ts';
import { insertMany, slugify } from './util.ts';

const DAY = 86_400_000;

/**
 * Three notices per operator (issue 28): a pinned one live for every office, one scheduled for the first office, one
 * expired. None asks for an e-mail, so starting the demo sends nothing.
 */
export async function seedNotices(ctx: Ctx, offices: SeededOffice[]) {
  const { db, clientId, now } = ctx;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  // Titles name the operator's first office, so each operator's slugs are its own.
  const place = offices[0]?.name ?? ctx.spec.name;
  const rows = [
    {
      title: `Welcome to ${place}`,
      body: 'News about **your building** shows here first.\n\n- Front desk: 08:30–18:00\n- Wi-Fi: ask the team for the guest code',
      publishAt: at(-10),
      expireAt: null,
      pinned: true,
    },
    {
      title: `Summer party at ${place}`,
      body: 'Drinks and food from 18:00. Bring a colleague!\n\nRSVP at the front desk.',
      publishAt: at(7),
      expireAt: at(21),
      pinned: false,
    },
    {
      title: `Kitchen deep clean at ${place}`,
      body: 'The kitchen is closed on Friday morning for a *deep clean*.',
      publishAt: at(-30),
      expireAt: at(-20),
      pinned: false,
    },
  ];
  const ids = await insertMany(
    db,
    notices,
    rows.map((r, i) => ({
      ...r,
      slug: slugify(r.title),
      clientId,
      createdAt: new Date(Math.min(r.publishAt.getTime(), now.getTime()) - (i + 1) * DAY),
    })),
  );
  if (offices[0]) await insertMany(db, noticeOffices, [{ clientId, noticeId: ids[1]!, officeId: offices[0].id }]);
  return { notices: ids.length };
}
