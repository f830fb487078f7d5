import { createHash } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '@clubspace/contract';
import { floors, offices, resources, uploads, workAreas } from '../schema/index.ts';
import { floorPlanSvg, stableUuid, type PlanRect } from './floor-plans.ts';
import type { Ctx, OfficeSpec } from './context.ts';
import { insertMany, SlugMaker, slugify } from './util.ts';

export interface SeededResource {
  id: number;
  officeId: number;
  floorId: number;
  workAreaId: number | null;
  type: 'hot_desk' | 'desk' | 'bar_table' | 'meeting_room';
  name: string;
  priceDayPence: number;
  priceHourPence: number;
}
export interface SeededArea {
  id: number;
  officeId: number;
  floorId: number;
  type: string;
  name: string;
  itemPriceDayPence: number;
}
export interface SeededOffice {
  id: number;
  name: string;
  floorIds: number[];
  areas: SeededArea[];
  resources: SeededResource[];
}

type Rect = PlanRect;
/** `rooms` marks a floor's meeting-rooms area: kept out of SeededOffice.areas, which memberships and bookings draw from. */
type AreaDraft = Omit<typeof workAreas.$inferInsert, 'clientId' | 'slug' | 'officeId' | 'floorId'> & { floor: number; rooms?: true };
type ResDraft = Omit<typeof resources.$inferInsert, 'clientId' | 'slug' | 'officeId' | 'floorId' | 'workAreaId'> & {
  floor: number;
  area: number | null;
};

const FLOOR_NAMES = ['Ground Floor', 'First Floor', 'Second Floor', 'Third Floor'];
/** Member / non-member prices in pence and credits per resource type. */
const PRICES = {
  hot_desk: { h: 500, d: 2500, m: 25000, ch: 1, cd: 5, cm: 80, nh: 600, nd: 3000, nm: 30000 },
  desk: { h: 600, d: 3500, m: 35000, ch: 1, cd: 6, cm: 100, nh: 700, nd: 4000, nm: 40000 },
  meeting_room: { h: 3500, d: 22000, m: 0, ch: 4, cd: 25, cm: 0, nh: 4500, nd: 28000, nm: 0 },
  bar_table: { h: 0, d: 0, m: 0, ch: 0, cd: 0, cm: 0, nh: 0, nd: 0, nm: 0 },
} as const;

function priceColumns(type: keyof typeof PRICES) {
  const p = PRICES[type];
  return {
    priceHourPence: p.h,
    priceDayPence: p.d,
    priceMonthPence: p.m,
    priceCreditsHour: p.ch,
    priceCreditsDay: p.cd,
    priceCreditsMonth: p.cm,
    noMemberPriceHourPence: p.nh,
    noMemberPriceDayPence: p.nd,
    noMemberPriceMonthPence: p.nm,
    noMemberPriceCreditsHour: p.ch * 2,
    noMemberPriceCreditsDay: p.cd * 2,
    noMemberPriceCreditsMonth: p.cm * 2,
  };
}

/**
 * One office's floors on the 0–400 × 300 map: an open space of desks on the left, meeting rooms on the right, and on
 * the ground floor a private office and a terrace with bar tables; upper floors get a suite.
 */
function layoutOffice(spec: OfficeSpec) {
  const maps: { scale: number; width: number; height: number; shapes: Rect[] }[] = [];
  const areas: AreaDraft[] = [];
  const res: ResDraft[] = [];
  const code = spec.shortCode;
  for (let f = 0; f < spec.floors; f++) {
    const shapes: Rect[] = [{ type: 'rect', x: 10, y: 10, w: 250, h: 190, label: 'Open Space' }];
    const open =
      areas.push({
        floor: f,
        name: `Open Space ${FLOOR_NAMES[f]}`,
        areaType: 'open_space',
        order: f * 10,
        size: spec.desksPerFloor,
        description: 'Bright open-plan desks with fast Wi-Fi and phone booths.',
        itemPriceDayPence: 2500,
        fullPriceDayPence: 45000,
        itemPriceMonthPence: 25000,
        fullPriceMonthPence: 450000,
      }) - 1;
    const cols = 5;
    const rows = Math.ceil(spec.desksPerFloor / cols);
    for (let i = 0; i < spec.desksPerFloor; i++) {
      const type = i < Math.ceil(spec.desksPerFloor * 0.7) ? 'hot_desk' : 'desk';
      const n = String(i + 1).padStart(2, '0');
      res.push({
        floor: f,
        area: open,
        name: `${type === 'hot_desk' ? 'Hot Desk' : 'Desk'} ${f}${n}`,
        identifier: `${code}-${f}-${type === 'hot_desk' ? 'HD' : 'D'}${n}`,
        resourceType: type,
        capacity: 1,
        length: 140,
        width: 70,
        height: 74,
        x: 35 + (i % cols) * 48,
        y: 30 + Math.floor(i / cols) * Math.floor(160 / rows),
        resourceUnit: 'desk',
        ...priceColumns(type),
      });
    }
    // Every resource has a work area (specification; migration 0036): the floor's rooms share one.
    const roomsArea =
      spec.roomsPerFloor > 0
        ? areas.push({
            floor: f,
            rooms: true,
            name: `Meeting Rooms ${FLOOR_NAMES[f]}`,
            areaType: 'office',
            order: f * 10 + 5,
            size: spec.roomsPerFloor,
            bookable: false,
            description: 'Meeting rooms with screens and whiteboards, booked by the hour.',
          }) - 1
        : null;
    for (let r = 0; r < spec.roomsPerFloor; r++) {
      const h = Math.floor(190 / spec.roomsPerFloor) - 10;
      const rect: Rect = { type: 'rect', x: 275, y: 10 + r * (h + 10), w: 115, h, label: `Meeting Room ${String.fromCharCode(65 + f * 4 + r)}` };
      shapes.push(rect);
      res.push({
        floor: f,
        area: roomsArea,
        name: rect.label,
        identifier: `${code}-${f}-MR${r + 1}`,
        resourceType: 'meeting_room',
        capacity: [4, 6, 8, 12][r % 4]!,
        description: 'Screen, whiteboard and video-call kit.',
        color: '#D6EAF8',
        x: rect.x + rect.w / 2,
        y: rect.y + rect.h / 2,
        resourceUnit: 'room',
        ...priceColumns('meeting_room'),
      });
    }
    if (f === 0) {
      shapes.push(
        { type: 'rect', x: 10, y: 210, w: 120, h: 80, label: 'Private Office' },
        { type: 'rect', x: 140, y: 210, w: 120, h: 80, label: 'Terrace' },
        { type: 'rect', x: 275, y: 210, w: 115, h: 80, label: 'Kitchen & Bar' },
      );
      const office =
        areas.push({
          floor: f,
          name: `Private Office ${code}1`,
          areaType: 'office',
          order: 1,
          size: 4,
          description: 'Lockable office for a team of four.',
          itemPriceDayPence: 4000,
          fullPriceDayPence: 15000,
          itemPriceMonthPence: 45000,
          fullPriceMonthPence: 180000,
        }) - 1;
      for (let i = 0; i < 4; i++)
        res.push({
          floor: f,
          area: office,
          name: `Office Desk ${i + 1}`,
          identifier: `${code}-PO-D${i + 1}`,
          resourceType: 'desk',
          x: 35 + (i % 2) * 50,
          y: 230 + Math.floor(i / 2) * 35,
          resourceUnit: 'desk',
          ...priceColumns('desk'),
        });
      const terrace =
        areas.push({
          floor: f,
          name: 'Terrace',
          areaType: 'outdoor',
          order: 2,
          size: 8,
          bookable: false,
          description: 'Outdoor seating, weather permitting.',
        }) - 1;
      for (let i = 0; i < 2; i++)
        res.push({
          floor: f,
          area: terrace,
          name: `Bar Table ${i + 1}`,
          identifier: `${code}-BT${i + 1}`,
          resourceType: 'bar_table',
          capacity: 4,
          x: 170 + i * 60,
          y: 250,
          resourceUnit: 'table',
          ...priceColumns('bar_table'),
        });
    } else {
      shapes.push({ type: 'rect', x: 10, y: 210, w: 250, h: 80, label: 'Suite' });
      areas.push({
        floor: f,
        name: `Founders Suite ${FLOOR_NAMES[f]}`,
        areaType: 'suite',
        order: f * 10 + 1,
        size: 10,
        description: 'Self-contained suite with its own meeting room.',
        itemPriceDayPence: 5000,
        fullPriceDayPence: 40000,
        itemPriceMonthPence: 60000,
        fullPriceMonthPence: 550000,
        status: f === 1 ? 'active' : 'pending',
      });
    }
    maps.push({ scale: 400, width: 400, height: 300, shapes });
  }
  return { maps, areas, res };
}

export async function seedSpace(ctx: Ctx): Promise<SeededOffice[]> {
  const { db, clientId, spec } = ctx;
  const officeSlugs = new SlugMaker();
  const floorSlugs = new SlugMaker();
  const areaSlugs = new SlugMaker();
  const resSlugs = new SlugMaker();
  const officeIds = await insertMany(
    db,
    offices,
    spec.offices.map((o, i) => ({
      clientId,
      slug: officeSlugs.make(o.name),
      name: o.name,
      shortCode: o.shortCode,
      status: 'active',
      visibility: 'public',
      description: `${o.name} — coworking in the heart of ${o.town}.`,
      address: `${o.streetNumber} ${o.street}, ${o.town} ${o.postal}`,
      town: o.town,
      street: o.street,
      streetNumber: o.streetNumber,
      streetName: o.street,
      postal: o.postal,
      latitude: o.latitude,
      longitude: o.longitude,
      phone: o.phone,
      email: `${slugify(o.name)}@${spec.emailDomain}`,
      website: `https://${spec.domain}.example.com`,
      domain: spec.domain,
      listOrder: i + 1,
      invoicePrefix: `${o.shortCode}-`,
      maxOccupancy: o.maxOccupancy,
      maxFreeVisits: 3,
      timeZone: DEFAULT_TIME_ZONE,
    })),
  );
  const result: SeededOffice[] = [];
  for (const [i, o] of spec.offices.entries()) {
    const officeId = officeIds[i]!;
    const { maps, areas, res } = layoutOffice(o);
    // Every floor gets a generated SVG plan stored like an upload, so the map and the editor show a real plan.
    const floorSlugList = maps.map((_, f) => floorSlugs.make(`${o.shortCode} ${FLOOR_NAMES[f]}`));
    const plans = maps.map((m, f) => {
      const svg = Buffer.from(floorPlanSvg(`${o.name} — ${FLOOR_NAMES[f]}`, m.shapes, m.width, m.height));
      return {
        id: stableUuid(`${spec.domain}:${floorSlugList[f]}:plan`),
        clientId,
        kind: 'floor_plan',
        contentType: 'image/svg+xml',
        size: svg.length,
        sha256: createHash('sha256').update(svg).digest('hex'),
        bytes: svg,
      };
    });
    await db.insert(uploads).values(plans);
    const floorIds = await insertMany(
      db,
      floors,
      maps.map((floorMap, f) => ({
        clientId,
        officeId,
        slug: floorSlugList[f]!,
        name: FLOOR_NAMES[f]!,
        order: f,
        floorMap: { ...floorMap, image: `/api/uploads/${plans[f]!.id}` },
      })),
    );
    const areaIds = await insertMany(
      db,
      workAreas,
      areas.map(({ floor, rooms: _rooms, ...a }) => ({
        ...a,
        clientId,
        officeId,
        floorId: floorIds[floor]!,
        slug: areaSlugs.make(`${o.shortCode} ${a.name}`),
      })),
    );
    const resIds = await insertMany(
      db,
      resources,
      res.map(({ floor, area, ...r }) => ({
        ...r,
        clientId,
        officeId,
        floorId: floorIds[floor]!,
        workAreaId: area === null ? null : areaIds[area]!,
        slug: resSlugs.make(`${o.shortCode} ${r.name}`),
      })),
    );
    result.push({
      id: officeId,
      name: o.name,
      floorIds,
      areas: areas
        .map((a, k) => ({
          id: areaIds[k]!,
          officeId,
          floorId: floorIds[a.floor]!,
          type: a.areaType!,
          name: a.name,
          itemPriceDayPence: a.itemPriceDayPence ?? 0,
          rooms: a.rooms,
        }))
        .filter((a) => !a.rooms)
        .map(({ rooms: _rooms, ...a }) => a),
      resources: res.map((r, k) => ({
        id: resIds[k]!,
        officeId,
        floorId: floorIds[r.floor]!,
        workAreaId: r.area === null ? null : areaIds[r.area]!,
        type: r.resourceType as SeededResource['type'],
        name: r.name,
        priceDayPence: r.priceDayPence ?? 0,
        priceHourPence: r.priceHourPence ?? 0,
      })),
    });
  }
  return result;
}
