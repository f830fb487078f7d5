import { PORTAL_DESK_STATUS_LABELS } from '@clubspace/contract';
import Paper from '@mui/material/Paper';
import { FloorPlan, type DeskTone, type FloorPlanDesk } from '../../../components/floor-plan/floor-plan';
import { FloorPlanLegend } from '../../../components/floor-plan/floor-plan-legend';

interface Desk {
  slug: string;
  name: string;
  resource_type: string;
  x: number | null;
  y: number | null;
  status: keyof typeof PORTAL_DESK_STATUS_LABELS;
}
interface Props {
  floor: { name: string; floor_map: unknown };
  desks: Desk[];
  selected: string;
  onSelect: (slug: string) => void;
}

const TONES: DeskTone[] = ['free', 'booked', 'blocked', 'mine'];
const toneOf = (status: Desk['status']): DeskTone => status;

/** The floor's plan (the shared read-only FloorPlan): free desks can be chosen; booked, blocked and yours cannot. */
export function PortalDeskPlan({ floor, desks, selected, onSelect }: Props) {
  const map = (floor.floor_map ?? null) as { image?: string | null; height?: number } | null;
  const shown: FloorPlanDesk[] = desks.map((d) => ({
    slug: d.slug,
    name: d.name,
    resource_type: d.resource_type,
    status: 'active',
    x: d.x,
    y: d.y,
    tone: toneOf(d.status),
  }));
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <FloorPlan
        label={`Floor plan ${floor.name}`}
        imageUrl={map?.image ?? null}
        height={map?.height}
        desks={shown}
        selected={selected ? [selected] : []}
        onDeskClick={(d) => {
          if (desks.find((x) => x.slug === d.slug)?.status === 'free') onSelect(d.slug);
        }}
      />
      <FloorPlanLegend types={false} tones={[...TONES, 'selected']} />
    </Paper>
  );
}
