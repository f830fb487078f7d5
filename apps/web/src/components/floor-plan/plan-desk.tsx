import { deskSize, DeskShape, TONE_FILL, TONE_GLYPH, TONE_TEXT } from './desk-shape';
import { toneOf, type FloorPlanDesk } from './floor-plan-types';
import type { DeskHandlers, Drag } from './use-desk-drag';

interface PlanDeskProps {
  desk: FloorPlanDesk;
  selected: readonly string[];
  editable: boolean;
  drag: Drag | null;
  handlers: DeskHandlers;
  onDeskClick?: (desk: FloorPlanDesk) => void;
}

/** One placed desk of the floor plan: a focusable button (shape and name) and, drawn on top, its state glyph and caption. */
export function PlanDesk({ desk, selected, editable, drag, handlers, onDeskClick }: PlanDeskProps) {
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
    <>
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
        onPointerDown={(e) => handlers.onPointerDown(desk, e)}
        onPointerMove={handlers.onPointerMove}
        onPointerUp={(e) => handlers.onPointerUp(desk, e)}
        onPointerCancel={handlers.onPointerCancel}
        onClick={() => {
          if (!editable) onDeskClick?.(desk);
        }}
        onKeyDown={(e) => handlers.onKeyDown(desk, e)}
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
    </>
  );
}
