import { FLOOR_PLAN_DEFAULT_HEIGHT, FLOOR_PLAN_SCALE } from '@clubspace/contract';
import { TONE_FILL } from './desk-shape';
import type { FloorPlanDesk } from './floor-plan-types';
import { PlanDesk } from './plan-desk';
import { useDeskDrag } from './use-desk-drag';

export { toneOf, type DeskTone, type FloorPlanDesk } from './floor-plan-types';

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

/**
 * The floor plan as plain SVG on the seeds' 400 scale: the plan image behind, one focusable button per desk with its
 * name and state. Read-only on the bookings map; editable in the space area's floor-plan editor.
 */
export function FloorPlan({
  label,
  imageUrl,
  height = FLOOR_PLAN_DEFAULT_HEIGHT,
  desks,
  selected = [],
  editable = false,
  onDeskClick,
  onDeskMove,
}: FloorPlanProps) {
  const { svgRef, drag, handlers } = useDeskDrag({ height, editable, onDeskClick, onDeskMove });
  const placed = desks.filter((d) => d.x !== null && d.y !== null);
  return (
    <svg
      ref={svgRef}
      role="group"
      aria-label={label}
      viewBox={`0 0 ${FLOOR_PLAN_SCALE} ${height}`}
      style={{
        width: '100%',
        height: 'auto',
        display: 'block',
        background: '#fafafa',
        touchAction: editable ? 'none' : undefined,
        userSelect: 'none',
      }}
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
      {placed.map((desk) => (
        <PlanDesk key={desk.slug} desk={desk} selected={selected} editable={editable} drag={drag} handlers={handlers} onDeskClick={onDeskClick} />
      ))}
    </svg>
  );
}
