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
