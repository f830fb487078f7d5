import { deskHalfSize } from '@clubspace/contract';
import type { DeskTone } from './floor-plan-types';

/** Fill per state: free white, booked orange, inactive grey, blocked dark red (issue 11), the portal member's own blue (issue 26), hovered/selected green (seed 3 §2.2). */
export const TONE_FILL: Record<DeskTone | 'selected', string> = {
  free: '#ffffff',
  booked: '#f57c00',
  inactive: '#bdbdbd',
  blocked: '#6d1b1b',
  mine: '#1565c0',
  selected: '#43a047',
};

/** A letter per state so colour is never the only cue. */
export const TONE_GLYPH: Record<DeskTone | 'selected', string> = { free: 'F', booked: 'B', inactive: 'I', blocked: 'X', mine: 'Y', selected: '✓' };

export const TONE_TEXT: Record<DeskTone | 'selected', string> = {
  free: 'Free',
  booked: 'Booked',
  inactive: 'Inactive',
  blocked: 'Blocked',
  mine: 'Yours',
  selected: 'Selected',
};

/** Outline colour per resource type, so types read apart at a glance (the fill tells the state). */
export const TYPE_STROKE: Record<string, string> = { hot_desk: '#1565c0', desk: '#424242', bar_table: '#6a1b9a', meeting_room: '#00695c' };

/** Half the footprint of each resource type in plan units: the contract's, which placement also reads. */
export const deskSize = deskHalfSize;

/** The shape of one desk centred on (0, 0). */
export function DeskShape({ resourceType }: { resourceType: string }) {
  const { w, h, round } = deskSize(resourceType);
  const stroke = TYPE_STROKE[resourceType] ?? TYPE_STROKE.desk;
  return round ? (
    <ellipse className="fp-shape" cx={0} cy={0} rx={w} ry={h} stroke={stroke} />
  ) : (
    <rect className="fp-shape" x={-w} y={-h} width={w * 2} height={h * 2} rx={2} stroke={stroke} />
  );
}
