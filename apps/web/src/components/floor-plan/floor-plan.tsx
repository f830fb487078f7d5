import { FLOOR_PLAN_DEFAULT_HEIGHT, FLOOR_PLAN_GRID, FLOOR_PLAN_SCALE, isNudgeKey, nudge, placeOnPlan, screenToPlan, type PlanPoint } from '@clubspace/contract';
import { Fragment, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { deskSize, DeskShape, TONE_FILL, TONE_GLYPH, TONE_TEXT } from './desk-shape';

export type DeskTone = 'free' | 'booked' | 'inactive' | 'blocked';

export interface FloorPlanDesk {
  slug: string;
  name: string;
  resource_type: string;
  status: string;
  x: number | null;
  y: number | null;
  tone?: DeskTone;
  caption?: string;
}

export interface FloorPlanProps {
  /** Accessible name of the plan (aria-label of the <svg>). */
  label: string;
  imageUrl: string | null;
  /** Plan units; the width is always 400. */
  height?: number;
  /** Desks with x/y null are not drawn (the editor lists them aside). */
  desks: FloorPlanDesk[];
  /** Drawn green (hover too). */
  selected?: readonly string[];
  /** Drag (pointer capture, snap) and arrow keys nudge. */
  editable?: boolean;
  onDeskClick?: (desk: FloorPlanDesk) => void;
  /** Edit mode, plan units, snapped and bounded. */
  onDeskMove?: (slug: string, x: number, y: number) => void;
}

/** Shift+arrow moves four grid steps at once. */
const BIG_STEP = FLOOR_PLAN_GRID * 4;

interface Drag {
  slug: string;
  pointerId: number;
  /** Desk centre minus pointer, so the desk does not jump under the pointer. */
  offset: PlanPoint;
  at: PlanPoint;
  moved: boolean;
}

export function toneOf(desk: FloorPlanDesk): DeskTone {
  return desk.tone ?? (desk.status === 'active' ? 'free' : 'inactive');
}

/**
 * The floor plan as plain SVG on the seeds' 400 scale: the plan image behind, one focusable button per desk with its
 * name and state. Read-only on the bookings map; editable in the space area's floor-plan editor.
 */
export function FloorPlan({ label, imageUrl, height = FLOOR_PLAN_DEFAULT_HEIGHT, desks, selected = [], editable = false, onDeskClick, onDeskMove }: FloorPlanProps) {
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

  const placed = desks.filter((d) => d.x !== null && d.y !== null);
  return (
    <svg
      ref={svgRef}
      role="group"
      aria-label={label}
      viewBox={`0 0 ${FLOOR_PLAN_SCALE} ${height}`}
      style={{ width: '100%', height: 'auto', display: 'block', background: '#fafafa', touchAction: editable ? 'none' : undefined, userSelect: 'none' }}
    >
      <style>{`
        .fp-desk { cursor: ${editable ? 'grab' : 'pointer'}; outline: none; }
        .fp-desk .fp-shape { stroke-width: 1.5; }
        .fp-desk:hover .fp-shape, .fp-desk.fp-selected .fp-shape { fill: ${TONE_FILL.selected}; }
        .fp-desk:focus-visible .fp-shape { stroke: #1565c0; stroke-width: 2.5; }
        .fp-desk.fp-dragging { cursor: grabbing; opacity: 0.85; }
        .fp-glyph { font: bold 8px sans-serif; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
        .fp-name { font: 6px sans-serif; text-anchor: middle; fill: #212121; pointer-events: none; paint-order: stroke; stroke: #fff; stroke-width: 1.5px; }
      `}</style>
      {imageUrl ? <image href={imageUrl} x={0} y={0} width={FLOOR_PLAN_SCALE} height={height} preserveAspectRatio="xMidYMid meet" /> : null}
      {placed.map((desk) => {
        const isSelected = selected.includes(desk.slug);
        const tone = toneOf(desk);
        const key = isSelected ? 'selected' : tone;
        const dragging = drag?.slug === desk.slug;
        const x = dragging ? drag.at.x : (desk.x as number);
        const y = dragging ? drag.at.y : (desk.y as number);
        const { h } = deskSize(desk.resource_type);
        // The button holds only the shape and the name, so its accessible name ("Desk 001, Free") contains every visible
        // word of it (axe label-content-name-mismatch, issue 24 §20); the state glyph and the caption are drawn on top by
        // a hidden sibling, as the name already says them.
        return (
          <Fragment key={desk.slug}>
            <g
              role="button"
              tabIndex={0}
              aria-label={`${desk.name}, ${TONE_TEXT[key]}${tone === 'blocked' && desk.caption ? ` (${desk.caption})` : ''}`}
              aria-pressed={onDeskClick && selected.length ? isSelected : undefined}
              data-slug={desk.slug}
              data-x={x}
              data-y={y}
              className={`fp-desk${isSelected ? ' fp-selected' : ''}${dragging ? ' fp-dragging' : ''}`}
              transform={`translate(${x} ${y})`}
              fill={TONE_FILL[tone]}
              onPointerDown={(e) => onPointerDown(desk, e)}
              onPointerMove={onPointerMove}
              onPointerUp={(e) => onPointerUp(desk, e)}
              onPointerCancel={() => setDrag(null)}
              onClick={() => {
                if (!editable) onDeskClick?.(desk);
              }}
              onKeyDown={(e) => onKeyDown(desk, e)}
            >
              <DeskShape resourceType={desk.resource_type} />
              <text className="fp-name" y={h + 7}>
                {desk.name}
              </text>
            </g>
            <g aria-hidden="true" transform={`translate(${x} ${y})`} pointerEvents="none">
              <text className="fp-glyph" fill={key === 'free' ? '#212121' : '#fff'}>
                {TONE_GLYPH[key]}
              </text>
              {desk.caption ? (
                <text className="fp-name" y={h + 14}>
                  {desk.caption}
                </text>
              ) : null}
            </g>
          </Fragment>
        );
      })}
    </svg>
  );
}
