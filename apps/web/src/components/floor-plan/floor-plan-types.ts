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

export function toneOf(desk: FloorPlanDesk): DeskTone {
  return desk.tone ?? (desk.status === 'active' ? 'free' : 'inactive');
}
