// Floor-plan coordinate maths shared by the editor (space) and the desk map (bookings).
// Plan units: the seeds' scale of 400 across; the height follows the plan image's aspect ratio.

/** Width of every floor plan in plan units (seed 3 §9: "Floor-map coordinate scale 400"). */
export const FLOOR_PLAN_SCALE = 400;
/** Desks snap to this grid (plan units) when dragged or nudged. */
export const FLOOR_PLAN_GRID = 5;
/** Height used when a floor has no plan image yet (a 4:3 plan). */
export const FLOOR_PLAN_DEFAULT_HEIGHT = 300;

export interface PlanPoint {
  x: number;
  y: number;
}

/** The inverse of an SVG's screen CTM (`svg.getScreenCTM().inverse()`): a 2-D affine matrix a b c d e f. */
export interface AffineMatrix {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export type NudgeKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
export const NUDGE_KEYS: readonly NudgeKey[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

export function isNudgeKey(key: string): key is NudgeKey {
  return (NUDGE_KEYS as readonly string[]).includes(key);
}

/** A screen point (clientX/clientY) to plan units through the inverse screen CTM of the <svg>. */
export function screenToPlan(point: PlanPoint, ctmInverse: AffineMatrix): PlanPoint {
  const { a, b, c, d, e, f } = ctmInverse;
  return { x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f };
}

const snap1 = (value: number, grid: number) => {
  if (!(grid > 0)) return value;
  const snapped = Math.round(value / grid) * grid;
  // Avoid -0 and float dust (0.1 * 3) so equal positions compare equal.
  return Number(snapped.toFixed(6)) + 0;
};

/** Rounds a point to the nearest grid line; idempotent. */
export function snapToGrid(point: PlanPoint, grid: number = FLOOR_PLAN_GRID): PlanPoint {
  return { x: snap1(point.x, grid), y: snap1(point.y, grid) };
}

/** Keeps a point inside the plan (0…width, 0…height); NaN falls to 0. */
export function clampToPlan(point: PlanPoint, height: number, width: number = FLOOR_PLAN_SCALE): PlanPoint {
  const clamp = (v: number, max: number) => (Number.isFinite(v) ? Math.min(Math.max(v, 0), Math.max(max, 0)) : v === Infinity ? Math.max(max, 0) : 0);
  return { x: clamp(point.x, width), y: clamp(point.y, height) };
}

/** Moves a point one step in the direction of an arrow key (y grows downwards, as in SVG). */
export function nudge(position: PlanPoint, key: NudgeKey, step: number = FLOOR_PLAN_GRID): PlanPoint {
  switch (key) {
    case 'ArrowLeft':
      return { x: position.x - step, y: position.y };
    case 'ArrowRight':
      return { x: position.x + step, y: position.y };
    case 'ArrowUp':
      return { x: position.x, y: position.y - step };
    case 'ArrowDown':
      return { x: position.x, y: position.y + step };
  }
}

/** Snap then clamp: where a dragged or nudged desk lands. Snapping after clamping could leave the plan. */
export function placeOnPlan(point: PlanPoint, height: number, grid: number = FLOOR_PLAN_GRID, width: number = FLOOR_PLAN_SCALE): PlanPoint {
  const bounded = clampToPlan(point, height, width);
  const snapped = snapToGrid(bounded, grid);
  // Snapping a point at the edge may round past it when the size is not a multiple of the grid: pull back a step.
  const back = (v: number, max: number) => (v > max ? v - grid : v);
  return { x: Math.max(0, back(snapped.x, width)), y: Math.max(0, back(snapped.y, height)) };
}

/** Plan height (plan units) that keeps an image's aspect ratio at the 400 width. */
export function planHeightFor(imageWidth: number, imageHeight: number): number {
  if (!(imageWidth > 0) || !(imageHeight > 0)) return FLOOR_PLAN_DEFAULT_HEIGHT;
  return Math.max(1, Math.round((FLOOR_PLAN_SCALE * imageHeight) / imageWidth));
}

/** The positions that differ from the saved ones: what Save sends in one layout call. */
export function movedPositions<T extends { slug: string; x: number | null; y: number | null }>(
  saved: readonly T[],
  draft: Readonly<Record<string, PlanPoint>>,
): { slug: string; x: number; y: number }[] {
  const bySlug = new Map(saved.map((r) => [r.slug, r]));
  return Object.entries(draft)
    .filter(([slug, p]) => {
      const before = bySlug.get(slug);
      return before !== undefined && (before.x !== p.x || before.y !== p.y);
    })
    .map(([slug, p]) => ({ slug, x: p.x, y: p.y }));
}

/** Half the footprint of each resource type in plan units (the caption sits below it). */
export function deskHalfSize(resourceType: string): { w: number; h: number; round: boolean } {
  switch (resourceType) {
    case 'meeting_room':
      return { w: 22, h: 15, round: false };
    case 'bar_table':
      return { w: 7, h: 7, round: true };
    case 'hot_desk':
      return { w: 9, h: 9, round: true };
    default:
      return { w: 12, h: 8, round: false };
  }
}

/** The box a desk takes on the plan around its centre: its shape, and its name (6-unit font) below it. */
export interface PlanBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const CAPTION_CHAR = 3.4;
const CAPTION_BELOW = 10;
const GAP = 2;

export function deskBox(at: PlanPoint, resourceType: string, name: string): PlanBox {
  const { w, h } = deskHalfSize(resourceType);
  const half = Math.max(w, (name.length * CAPTION_CHAR) / 2);
  return { left: at.x - half, right: at.x + half, top: at.y - h, bottom: at.y + h + CAPTION_BELOW };
}

const overlaps = (a: PlanBox, b: PlanBox) => a.left < b.right + GAP && b.left < a.right + GAP && a.top < b.bottom + GAP && b.top < a.bottom + GAP;

/**
 * Where "Place" puts an unplaced desk (issue 24 §14): the first grid position, row by row from the top left, where the
 * desk and its name overlap no placed desk's and stay on the plan. When the plan is full it falls back to the centre.
 */
export function freePlanSpot(
  placed: readonly PlanBox[],
  resourceType: string,
  name: string,
  height: number,
  width: number = FLOOR_PLAN_SCALE,
): PlanPoint {
  const probe = deskBox({ x: 0, y: 0 }, resourceType, name);
  const step = FLOOR_PLAN_GRID;
  const first = (v: number) => Math.ceil(v / step) * step;
  for (let y = first(-probe.top); y + probe.bottom <= height; y += step) {
    for (let x = first(-probe.left); x + probe.right <= width; x += step) {
      const box = deskBox({ x, y }, resourceType, name);
      if (!placed.some((p) => overlaps(p, box))) return { x, y };
    }
  }
  return placeOnPlan({ x: width / 2, y: height / 2 }, height, step, width);
}
