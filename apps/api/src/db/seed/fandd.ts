import { DEFAULT_TIME_ZONE } from '@clubspace/contract';
import { barStaff, bars, orderLines, orders, productCategories, products } from '../schema/index.ts';
import type { Ctx } from './context.ts';
import { MENU } from './data.ts';
import type { People } from './people.ts';
import type { SeededOffice } from './space.ts';
import { addDays, Clock, CodeMaker, hhmm, insertMany, SlugMaker } from './util.ts';

const NOTES = ['Oat milk please', 'Deliver to Meeting Room A', 'Extra hot', 'No sugar', 'For the 12:00 client meeting'];
const PAID = new Set(['paid', 'paid_and_delivered', 'finished']);

/** Menu, one bar per office with its baristas, and orders over the last three months (a few still open today). */
export async function seedFandd(ctx: Ctx, offices: SeededOffice[], people: People, bookingByMemberDay: Map<string, number>) {
  const { db, rng, clientId, spec, now, today } = ctx;
  const catSlugs = new SlugMaker();
  const catIds = await insertMany(
    db,
    productCategories,
    MENU.map(([name, description]) => ({ clientId, slug: catSlugs.make(name), name, description, status: 'available' })),
  );
  const prodSlugs = new SlugMaker();
  const menu = MENU.flatMap(([, , items], c) => items.map(([name, price, hh]) => ({ name, price, hh, categoryId: catIds[c]! })));
  const productIds = await insertMany(
    db,
    products,
    menu.map((p, i) => ({
      clientId,
      slug: prodSlugs.make(p.name),
      categoryId: p.categoryId,
      name: p.name,
      description: `${p.name}, freshly served.`,
      status: p.name === 'Kombucha' ? 'unavailable' : 'available',
      quantity: rng.int(5, 120),
      pricePence: p.price,
      priceHhPence: p.hh,
      vat: 20,
      orderInList: i + 1,
    })),
  );
  const sellable = menu.map((p, i) => ({ ...p, id: productIds[i]! })).filter((p) => p.name !== 'Kombucha');

  const barSlugs = new SlugMaker();
  const barIds = await insertMany(
    db,
    bars,
    offices.map((o, i) => ({
      clientId,
      slug: barSlugs.make(`${o.name} Cafe Bar`),
      officeId: o.id,
      name: `${o.name} Café Bar`,
      openTime: i % 2 ? '07:30' : '08:00',
      closeTime: i % 2 ? '17:00' : '18:00',
      status: 'active',
    })),
  );
  const baristas = offices.map((o) => people.staff.filter((s) => s.barista && s.officeIds.includes(o.id)).map((s) => s.id));
  await insertMany(
    db,
    barStaff,
    baristas.flatMap((ids, i) => ids.map((staffId) => ({ clientId, barId: barIds[i]!, staffId }))),
  );

  const clock = new Clock(DEFAULT_TIME_ZONE);
  const codes = new CodeMaker(rng, 6);
  const active = people.members.filter((m) => m.status === 'active');
  const drafts = Array.from({ length: spec.orders }, (_, i) => {
    const officeIndex = rng.int(0, offices.length - 1);
    const office = offices[officeIndex]!;
    const isToday = i < Math.ceil(spec.orders * 0.08);
    const day = isToday ? today : addDays(today, -Math.floor(Math.pow(rng.float(), 1.5) * 90) - 1);
    const minute = isToday
      ? rng.int(8 * 60, Math.max(8 * 60, Math.min(17 * 60, Math.floor((now.getTime() - clock.at(today, '00:00').getTime()) / 60_000))))
      : rng.int(8 * 60, 17 * 60 + 30);
    const local = active.filter((m) => m.officeId === office.id);
    const member = rng.pick(local.length > 0 ? local : active);
    const status = isToday
      ? rng.weighted([
          ['pending', 30],
          ['preparing', 25],
          ['ready', 20],
          ['delivered', 15],
          ['paid', 10],
        ] as const)
      : rng.weighted([
          ['finished', 45],
          ['paid_and_delivered', 30],
          ['delivered', 10],
          ['paid', 5],
          ['cancelled', 5],
          ['over', 5],
        ] as const);
    const happyHour = minute >= 16 * 60;
    const lines = rng
      .sample(
        sellable,
        rng.weighted([
          [1, 5],
          [2, 3],
          [3, 2],
        ] as const),
      )
      .map((p) => {
        const quantity = rng.weighted([
          [1, 8],
          [2, 2],
        ] as const);
        const price = happyHour ? p.hh : p.price;
        return { productId: p.id, productPricePence: price, discountPence: rng.chance(0.1) ? 50 : 0, quantity };
      });
    const code = codes.make('OR');
    return {
      clientId,
      code,
      slug: code.toLowerCase(),
      memberId: member.id,
      bookingId: bookingByMemberDay.get(`${member.id}|${day}`) ?? null,
      barId: barIds[officeIndex]!,
      staffId: status === 'pending' ? null : baristas[officeIndex]!.length ? rng.pick(baristas[officeIndex]!) : null,
      officeId: office.id,
      status,
      pricePence: lines.reduce((s, l) => s + l.productPricePence * l.quantity - l.discountPence, 0),
      initDate: clock.at(day, hhmm(minute)),
      paymentReference: PAID.has(status) ? `pi_${rng.code(24, 'abcdefghijklmnopqrstuvwxyz0123456789')}` : null,
      comments: rng.chance(0.12) ? rng.pick(NOTES) : null,
      lines,
    };
  });
  const orderIds = await insertMany(
    db,
    orders,
    drafts.map(({ lines: _lines, ...o }) => ({ ...o, createdAt: o.initDate })),
  );
  await insertMany(
    db,
    orderLines,
    drafts.flatMap((o, i) => o.lines.map((l) => ({ ...l, clientId, orderId: orderIds[i]!, status: o.status, createdAt: o.initDate }))),
  );
  return { orders: orderIds.length };
}
