import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deskBox,
  freePlanSpot,
  type PlanBox,
  clampToPlan,
  FLOOR_PLAN_GRID,
  FLOOR_PLAN_SCALE,
  movedPositions,
  nudge,
  NUDGE_KEYS,
  placeOnPlan,
  planHeightFor,
  screenToPlan,
  snapToGrid,
  type NudgeKey,
} from '../src/floor-plan.ts';

const coord = fc.double({ min: -2000, max: 2000, noNaN: true });
const point = fc.record({ x: coord, y: coord });
const height = fc.integer({ min: 1, max: 1200 });
const grid = fc.integer({ min: 1, max: 50 });
const OPPOSITE: Record<NudgeKey, NudgeKey> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft', ArrowUp: 'ArrowDown', ArrowDown: 'ArrowUp' };

describe('floor-plan maths', () => {
  it('uses the seeds’ 400 scale', () => {
    expect(FLOOR_PLAN_SCALE).toBe(400);
    expect(FLOOR_PLAN_GRID).toBeGreaterThan(0);
  });

  it('maps screen points through the inverse CTM (scale and offset)', () => {
    // A 800 px wide plan drawn at (100, 50): plan = (screen - offset) / 2.
    const inverse = { a: 0.5, b: 0, c: 0, d: 0.5, e: -50, f: -25 };
    expect(screenToPlan({ x: 100, y: 50 }, inverse)).toEqual({ x: 0, y: 0 });
    expect(screenToPlan({ x: 900, y: 650 }, inverse)).toEqual({ x: 400, y: 300 });
    expect(screenToPlan({ x: 7, y: 9 }, { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 })).toEqual({ x: 7, y: 9 });
  });

  it('snapping is idempotent and lands on the grid within half a step', () => {
    fc.assert(
      fc.property(point, grid, (p, g) => {
        const once = snapToGrid(p, g);
        expect(snapToGrid(once, g)).toEqual(once);
        expect(Math.abs(once.x - p.x)).toBeLessThanOrEqual(g / 2 + 1e-9);
        expect(Math.abs(once.x / g - Math.round(once.x / g))).toBeLessThan(1e-6);
      }),
    );
  });

  it('clamped points stay inside the plan, and points inside are unchanged', () => {
    fc.assert(
      fc.property(point, height, (p, h) => {
        const c = clampToPlan(p, h);
        expect(c.x).toBeGreaterThanOrEqual(0);
        expect(c.x).toBeLessThanOrEqual(FLOOR_PLAN_SCALE);
        expect(c.y).toBeGreaterThanOrEqual(0);
        expect(c.y).toBeLessThanOrEqual(h);
        expect(clampToPlan(c, h)).toEqual(c);
      }),
    );
    expect(clampToPlan({ x: Number.NaN, y: Infinity }, 300)).toEqual({ x: 0, y: 300 });
  });

  it('a placed desk is snapped and inside the plan, whatever the input', () => {
    fc.assert(
      fc.property(point, height, (p, h) => {
        const placed = placeOnPlan(p, h);
        expect(placed.x).toBeGreaterThanOrEqual(0);
        expect(placed.x).toBeLessThanOrEqual(FLOOR_PLAN_SCALE);
        expect(placed.y).toBeGreaterThanOrEqual(0);
        expect(placed.y).toBeLessThanOrEqual(h);
        expect(snapToGrid(placed)).toEqual(placed);
        expect(placeOnPlan(placed, h)).toEqual(placed);
      }),
    );
  });

  it('nudge then the opposite nudge returns to the start inside the bounds', () => {
    const onGrid = fc.record({ x: fc.integer({ min: 1, max: 79 }).map((n) => n * 5), y: fc.integer({ min: 1, max: 59 }).map((n) => n * 5) });
    fc.assert(
      fc.property(onGrid, fc.constantFrom(...NUDGE_KEYS), (p, key) => {
        const there = placeOnPlan(nudge(p, key), 300);
        expect(placeOnPlan(nudge(there, OPPOSITE[key]), 300)).toEqual(p);
      }),
    );
    expect(nudge({ x: 10, y: 10 }, 'ArrowUp')).toEqual({ x: 10, y: 5 });
    expect(nudge({ x: 10, y: 10 }, 'ArrowRight', 1)).toEqual({ x: 11, y: 10 });
  });

  it('keeps the image aspect ratio at the 400 width', () => {
    expect(planHeightFor(800, 600)).toBe(300);
    expect(planHeightFor(1000, 500)).toBe(200);
    expect(planHeightFor(0, 0)).toBe(300);
  });

  it('saves only the desks that moved', () => {
    const saved = [
      { slug: 'a', x: 10, y: 10 },
      { slug: 'b', x: null, y: null },
      { slug: 'c', x: 5, y: 5 },
    ];
    expect(movedPositions(saved, { a: { x: 10, y: 10 }, b: { x: 20, y: 30 }, c: { x: 10, y: 5 }, z: { x: 1, y: 1 } })).toEqual([
      { slug: 'b', x: 20, y: 30 },
      { slug: 'c', x: 10, y: 5 },
    ]);
  });
});

describe('freePlanSpot (issue 24 §14)', () => {
  const TYPES = ['hot_desk', 'desk', 'bar_table', 'meeting_room'];
  const overlap = (a: PlanBox, b: PlanBox) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  it('places desk after desk on free spots: no two desks or names overlap, every one on the plan', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ type: fc.constantFrom(...TYPES), name: fc.string({ minLength: 1, maxLength: 16 }) }), { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 200, max: 600 }),
        (desks, height) => {
          const boxes: PlanBox[] = [];
          for (const d of desks) {
            const at = freePlanSpot(boxes, d.type, d.name, height);
            const box = deskBox(at, d.type, d.name);
            expect(boxes.some((b) => overlap(b, box))).toBe(false);
            expect(box.left).toBeGreaterThanOrEqual(0);
            expect(box.right).toBeLessThanOrEqual(FLOOR_PLAN_SCALE);
            expect(box.bottom).toBeLessThanOrEqual(height);
            expect(at.x % FLOOR_PLAN_GRID).toBe(0);
            boxes.push(box);
          }
        },
      ),
    );
  });

  it('two desks placed one after the other do not land on one spot (the walk found them stacked)', () => {
    const first = freePlanSpot([], 'hot_desk', 'Hot Desk 001', 300);
    const second = freePlanSpot([deskBox(first, 'hot_desk', 'Hot Desk 001')], 'hot_desk', 'Hot Desk 002', 300);
    expect(second).not.toEqual(first);
  });
});
