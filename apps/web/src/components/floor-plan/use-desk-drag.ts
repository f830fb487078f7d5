import { FLOOR_PLAN_GRID, isNudgeKey, nudge, placeOnPlan, screenToPlan, type PlanPoint } from '@clubspace/contract';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { FloorPlanDesk } from './floor-plan-types';

/** Shift+arrow moves four grid steps at once. */
const BIG_STEP = FLOOR_PLAN_GRID * 4;

export interface Drag {
  slug: string;
  pointerId: number;
  /** Desk centre minus pointer, so the desk does not jump under the pointer. */
  offset: PlanPoint;
  at: PlanPoint;
  moved: boolean;
}

interface DeskDragOptions {
  /** Plan units; the width is always 400. */
  height: number;
  editable: boolean;
  onDeskClick?: (desk: FloorPlanDesk) => void;
  onDeskMove?: (slug: string, x: number, y: number) => void;
}

/**
 * A floor plan's pointer and keyboard handling: in edit mode a desk drags (pointer capture, snapped and bounded in plan
 * units) and arrow keys nudge it; a press without a move, Enter or Space is a click.
 */
export function useDeskDrag({ height, editable, onDeskClick, onDeskMove }: DeskDragOptions) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  const toPlan = (e: PointerEvent): PlanPoint | null => {
    const ctm = svgRef.current?.getScreenCTM?.();
    if (!ctm) return null;
    return screenToPlan({ x: e.clientX, y: e.clientY }, ctm.inverse());
  };

  const onPointerDown = (desk: FloorPlanDesk, e: PointerEvent<SVGGElement>) => {
    if (!editable || e.button !== 0 || desk.x === null || desk.y === null) return;
    const p = toPlan(e);
    if (!p) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDrag({ slug: desk.slug, pointerId: e.pointerId, offset: { x: desk.x - p.x, y: desk.y - p.y }, at: { x: desk.x, y: desk.y }, moved: false });
  };

  const onPointerMove = (e: PointerEvent<SVGGElement>) => {
    if (!drag || e.pointerId !== drag.pointerId) return;
    const p = toPlan(e);
    if (!p) return;
    const at = placeOnPlan({ x: p.x + drag.offset.x, y: p.y + drag.offset.y }, height);
    if (at.x !== drag.at.x || at.y !== drag.at.y) setDrag({ ...drag, at, moved: true });
  };

  const onPointerUp = (desk: FloorPlanDesk, e: PointerEvent<SVGGElement>) => {
    if (!drag || e.pointerId !== drag.pointerId) return;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
    setDrag(null);
    if (drag.moved) onDeskMove?.(desk.slug, drag.at.x, drag.at.y);
    else onDeskClick?.(desk);
  };

  const onPointerCancel = () => setDrag(null);

  const onKeyDown = (desk: FloorPlanDesk, e: KeyboardEvent<SVGGElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onDeskClick?.(desk);
      return;
    }
    if (!editable || !isNudgeKey(e.key) || desk.x === null || desk.y === null) return;
    e.preventDefault();
    const at = placeOnPlan(nudge({ x: desk.x, y: desk.y }, e.key, e.shiftKey ? BIG_STEP : FLOOR_PLAN_GRID), height);
    if (at.x !== desk.x || at.y !== desk.y) onDeskMove?.(desk.slug, at.x, at.y);
  };

  return { svgRef, drag, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onKeyDown } };
}

export type DeskHandlers = ReturnType<typeof useDeskDrag>['handlers'];
