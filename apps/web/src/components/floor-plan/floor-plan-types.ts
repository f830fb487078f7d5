/** `mine`: the member portal's own bookings (issue 26). */
export type DeskTone = 'free' | 'booked' | 'inactive' | 'blocked' | 'mine';

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

export function toneOf(desk: FloorPlanDesk): DeskTone {
  return desk.tone ?? (desk.status === 'active' ? 'free' : 'inactive');
}
