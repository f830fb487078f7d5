import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkinUrl,
  coerceCapacity,
  coerceDimension,
  coerceWholeNonNegative,
  floorLayout,
  resourceCreate,
  resourceUpdate,
  SPACE_MESSAGES as M,
  workAreaCreate,
} from '../src/index.ts';

const resource = {
  name: 'Desk 1',
  identifier: 'D-1',
  resource_type: 'desk',
  status: 'active',
  capacity: 1,
  office: 'hq',
  floor: 'hq-ground',
  work_area: 'hq-open',
  price_hour: 5,
  price_day: 25,
  price_month: 250,
  price_credits_hour: 1,
  price_credits_day: 5,
  price_credits_month: 80,
  no_member_price_hour: 6,
  no_member_price_day: 30,
  no_member_price_month: 300,
  no_member_price_credits_hour: 2,
  no_member_price_credits_day: 10,
  no_member_price_credits_month: 160,
};
const area = {
  name: 'Open',
  area_type: 'open_space',
  status: 'active',
  office: 'hq',
  floor: 'hq-ground',
  size: 10,
  item_price_day: 25,
  full_price_day: 200,
  item_price_month: 250,
  full_price_month: 2000,
};

function errorsOf(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) {
  const r = schema.safeParse(value);
  return Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('resource payload', () => {
  it('accepts a full form and numeric text', () => {
    expect(resourceCreate.safeParse(resource).success).toBe(true);
    const r = resourceCreate.parse({ ...resource, capacity: '3', price_day: '40', length: '', x: '12.5' });
    expect([r.capacity, r.price_day, r.length, r.x]).toEqual([3, 40, null, 12.5]);
  });

  it('names every missing field with the seeds’ message', () => {
    expect(errorsOf(resourceCreate, {})).toMatchObject({
      name: M.nameRequired,
      identifier: M.identifierRequired,
      resource_type: M.resourceTypeRequired,
      capacity: M.capacityRequired,
      status: M.statusRequired,
      price_day: M.priceRequired,
      office: M.officeRequired,
      floor: M.floorRequired,
      work_area: M.workAreaRequired,
    });
    expect(errorsOf(resourceCreate, { ...resource, capacity: '' })).toEqual({ capacity: M.capacityRequired });
  });

  it('refuses what the form coerces away', () => {
    expect(errorsOf(resourceCreate, { ...resource, capacity: 0 })).toEqual({ capacity: M.capacityPositive });
    expect(errorsOf(resourceCreate, { ...resource, price_hour: -1 })).toEqual({ price_hour: M.positiveNumber });
    expect(errorsOf(resourceCreate, { ...resource, price_hour: 1.5 })).toEqual({ price_hour: M.wholeNumber });
    expect(errorsOf(resourceCreate, { ...resource, length: -3 })).toEqual({ length: M.positiveNumber });
    expect(errorsOf(resourceCreate, { ...resource, width: 2.5 })).toEqual({ width: M.wholeNumber });
    expect(errorsOf(resourceCreate, { ...resource, color: 'red' })).toEqual({ color: M.colorInvalid });
    expect(errorsOf(resourceCreate, { ...resource, x: 401 })).toEqual({ x: M.coordinateOutside });
    expect(errorsOf(resourceCreate, { ...resource, picture: 'javascript:alert(1)' })).toEqual({ picture: M.pictureInvalid });
  });

  it('lets an update leave the floor out', () => {
    const { floor: _floor, ...rest } = resource;
    expect(resourceUpdate.safeParse(rest).success).toBe(true);
    expect(resourceCreate.safeParse(rest).success).toBe(false);
  });
});

describe('work area payload', () => {
  it('names the ten required fields', () => {
    expect(errorsOf(workAreaCreate, {})).toEqual({
      name: M.workAreaNameRequired,
      area_type: M.workAreaTypeRequired,
      status: M.workAreaStatusRequired,
      office: M.workAreaOfficeRequired,
      floor: M.workAreaFloorRequired,
      size: M.workAreaSizeRequired,
      item_price_day: M.itemPriceDayRequired,
      full_price_day: M.fullPriceDayRequired,
      item_price_month: M.itemPriceMonthRequired,
      full_price_month: M.fullPriceMonthRequired,
    });
  });
  it('refuses negatives, fractions, size 0 and a negative order; order defaults to 0', () => {
    expect(errorsOf(workAreaCreate, { ...area, size: 0 })).toEqual({ size: M.positiveNumber });
    expect(errorsOf(workAreaCreate, { ...area, full_price_month: -5 })).toEqual({ full_price_month: M.positiveNumber });
    expect(errorsOf(workAreaCreate, { ...area, order: -1 })).toEqual({ order: M.positiveNumber });
    expect(errorsOf(workAreaCreate, { ...area, item_price_day: 2.5 })).toEqual({ item_price_day: M.wholeNumber });
    expect(workAreaCreate.parse(area).order).toBe(0);
  });
});

describe('coercions as the user types', () => {
  const numeric = fc.oneof(fc.integer({ min: -1e6, max: 1e6 }).map(String), fc.double({ min: -1e6, max: 1e6, noNaN: true }).map(String));
  it('always produce what the server accepts', () => {
    fc.assert(
      fc.property(numeric, (text) => {
        const cap = coerceCapacity(text);
        expect(resourceCreate.shape.capacity.safeParse(cap).success).toBe(true);
        const dim = coerceDimension(text);
        expect(resourceCreate.shape.length.safeParse(dim).success).toBe(true);
        expect(Number(dim) === 0 || Number(dim) >= 1).toBe(true);
        expect(resourceCreate.shape.price_day.safeParse(coerceWholeNonNegative(text)).success).toBe(true);
      }),
    );
  });
  it('are idempotent and keep empty text empty', () => {
    fc.assert(
      fc.property(numeric, (text) => {
        for (const f of [coerceCapacity, coerceDimension, coerceWholeNonNegative]) expect(f(f(text))).toBe(f(text));
      }),
    );
    expect([coerceCapacity(''), coerceDimension(' '), coerceWholeNonNegative('')]).toEqual(['', '', '']);
    expect([coerceCapacity('0'), coerceCapacity('-4'), coerceDimension('0.5'), coerceWholeNonNegative('-3')]).toEqual(['1', '1', '0', '0']);
  });
});

describe('layout and check-in', () => {
  it('bounds layout positions to the plan', () => {
    expect(floorLayout.safeParse({ resources: [{ slug: 'a', x: 10, y: 20 }] }).success).toBe(true);
    expect(floorLayout.safeParse({ resources: [{ slug: 'a', x: -1, y: 20 }] }).success).toBe(false);
  });
  it('builds the check-in URL from an origin and a code', () => {
    expect(checkinUrl('https://demo.example.com/', 'LDN-0-HD01')).toBe('https://demo.example.com/checkin/LDN-0-HD01');
    expect(checkinUrl('http://x', 'a b')).toBe('http://x/checkin/a%20b');
  });
});
