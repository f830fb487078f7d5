import { DEFAULT_TIME_ZONE, addDaysIso, isoDayInZone, offerEndOf, offerStartOf } from '@clubspace/contract';
import { notificationCampaignUsers, notificationCampaigns, notificationTypes, offerOffices, offerUsers, offers } from '../schema/index.ts';
import type { Ctx } from './context.ts';
import type { People } from './people.ts';
import type { SeededOffice } from './space.ts';
import { CodeMaker, insertMany, SlugMaker } from './util.ts';

const DAY = 86_400_000;
const CAMPAIGNS = [
  'New Members Welcome',
  'Summer Social Invite',
  'Meeting Room Promo',
  'Fire Drill Notice',
  'Coffee Happy Hour',
  'Flex Plan Upgrade',
  'Christmas Party',
  'Community Survey',
  'Wellness Week',
  'Broadband Maintenance',
];
const OFFERS = [
  {
    code: 'WELCOME10',
    title: 'Welcome week',
    subtitle: '10% off your first month',
    offerType: 'full_membership',
    screenAfterAccept: 'Membership Plans',
    pricePence: 0,
    discountPence: 3500,
  },
  {
    code: 'HOTDESK5',
    title: 'Five-day hot desk bundle',
    subtitle: 'Five days for the price of four',
    offerType: 'hot_desk',
    screenAfterAccept: 'Bookings',
    pricePence: 10000,
    discountPence: 2500,
  },
  {
    code: 'SUITE-TRIAL',
    title: 'Try a suite',
    subtitle: 'A day in a founders suite',
    offerType: 'work_area',
    screenAfterAccept: 'Bookings',
    pricePence: 25000,
    discountPence: 15000,
  },
  {
    code: 'HAPPYHOUR',
    title: 'Friday happy hour',
    subtitle: 'Two drinks for one after 4pm',
    offerType: 'bar',
    screenAfterAccept: 'Bar',
    pricePence: 0,
    discountPence: 0,
  },
  {
    code: 'PRINT-FREE',
    title: 'Free printing month',
    subtitle: '200 pages on us',
    offerType: 'services',
    screenAfterAccept: 'Profile',
    pricePence: 0,
    discountPence: 1000,
  },
  {
    code: 'DEMO-DAY',
    title: 'Demo Day tickets',
    subtitle: 'Meet the startups of the building',
    offerType: 'events',
    screenAfterAccept: 'Events',
    pricePence: 1500,
    discountPence: 500,
  },
  {
    code: 'RECYCLE',
    title: 'New recycling points',
    subtitle: 'Informative: where things go now',
    offerType: 'informative',
    screenAfterAccept: 'Feed',
    pricePence: 0,
    discountPence: 0,
  },
];

/** Campaign types, campaigns with recipients, offers per office and offers made to members. */
export async function seedMarketing(ctx: Ctx, offices: SeededOffice[], people: People) {
  const { db, rng, clientId, spec, now } = ctx;
  const typeIds = await insertMany(
    db,
    notificationTypes,
    ['Announcement', 'Promotion', 'Event'].map((name) => ({ clientId, name })),
  );
  const slugs = new SlugMaker();
  const codes = new CodeMaker(rng, 4);
  const campaigns = Array.from({ length: spec.campaigns }, (_, i) => {
    const name = CAMPAIGNS[i % CAMPAIGNS.length]!;
    const planned = new Date(now.getTime() + rng.int(-90, 30) * DAY);
    const status =
      i === 3
        ? 'cancelled'
        : planned < now
          ? 'finished'
          : rng.weighted([
              ['active', 3],
              ['pending_payment', 1],
            ] as const);
    // Past campaigns went out on their day: the e-mail job must not send them again when the demo starts.
    return {
      clientId,
      slug: slugs.make(name),
      name,
      code: codes.make('CMP-'),
      typeId: rng.pick(typeIds),
      datePlanned: planned,
      status,
      subject: `${name} at {operator_name}`,
      body: `Hello {first_name},\n\n**${name}**: everything you need to know is at the front desk.\n\n- Ask the team\n- Reply to this e-mail`,
      sentAt: planned < now ? planned : null,
      officeId: offices[i % offices.length]!.id,
      createdAt: new Date(Math.min(planned.getTime(), now.getTime()) - rng.int(3, 30) * DAY),
    };
  });
  const campaignIds = await insertMany(db, notificationCampaigns, campaigns);
  const recipients = campaigns.flatMap((c, i) => {
    const pool = people.members.filter((m) => m.officeId === c.officeId && m.status === 'active');
    return rng
      .sample(pool, rng.int(Math.min(5, pool.length), Math.min(25, pool.length)))
      .map((m) => ({ clientId, campaignId: campaignIds[i]!, userId: m.userId }));
  });
  await insertMany(db, notificationCampaignUsers, recipients);

  const offerSlugs = new SlugMaker();
  // Offers run in whole days of the office's zone (issue 24 §8): from 00:00 of the first day to 23:59:59 of the last.
  const today = isoDayInZone(now, DEFAULT_TIME_ZONE);
  const offerDrafts = OFFERS.slice(0, spec.offers).map((o, i) => ({
    ...o,
    clientId,
    slug: offerSlugs.make(o.title),
    description: `${o.subtitle}. Ask the front desk for details.`,
    dateStart: new Date(offerStartOf(addDaysIso(today, (i - 3) * 14))),
    dateEnd: new Date(offerEndOf(addDaysIso(today, (i - 1) * 14 - 1))),
    limitPerCampaign: rng.pick([0, 50, 100]),
    limitPerTeam: rng.pick([0, 2, 5]),
    limitPerMember: rng.pick([0, 1]),
    workOnly: o.offerType === 'hot_desk',
    onlyTeamAdmin: o.offerType === 'full_membership',
    status: i === 0 ? 'inactive' : 'active',
    sendNotification: rng.chance(0.5),
    createdAt: new Date(now.getTime() - (60 - i) * DAY),
  }));
  const offerIds = await insertMany(db, offers, offerDrafts);
  await insertMany(
    db,
    offerOffices,
    offerIds.flatMap((offerId, i) => (i % 3 === 0 ? offices : [offices[i % offices.length]!]).map((o) => ({ clientId, offerId, officeId: o.id }))),
  );
  const usersSlugs = new CodeMaker(rng, 10);
  const targets = rng.sample(
    people.members.filter((m) => m.status === 'active'),
    spec.offerUsers,
  );
  await insertMany(
    db,
    offerUsers,
    targets.map((m) => ({
      clientId,
      slug: usersSlugs.make().toLowerCase(),
      offerId: rng.pick(offerIds),
      userId: m.userId,
      memberId: m.id,
      date: new Date(now.getTime() - rng.int(0, 45) * DAY),
      status: rng.weighted([
        ['new', 3],
        ['pending', 3],
        ['accepted', 4],
        ['rejected', 2],
        ['cancelled', 1],
      ] as const),
      sendNotification: rng.chance(0.5),
    })),
  );
  return { campaigns: campaignIds.length, offers: offerIds.length };
}
