import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FloorPlan } from '../../../components/floor-plan/floor-plan';
import { floorQuery, floorResourcesQuery } from '../api/floors-api';

/** The floor map of the chosen floor, read-only: the work area's place in the building. */
export function FloorMapPreview({ floor }: { floor: string }) {
  const plan = useQuery({ ...floorQuery(floor), enabled: Boolean(floor) });
  const resources = useQuery({ ...floorResourcesQuery(floor), enabled: Boolean(floor) });
  if (!floor) return <Typography color="text.secondary">Choose a floor to see its map.</Typography>;
  if (!plan.data) return <Typography color="text.secondary">Loading floor map…</Typography>;
  const desks = (resources.data?.resources ?? []).map((r) => ({ ...r, tone: r.map_status }));
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', maxWidth: 480 }}>
      <FloorPlan label={`${plan.data.name} map`} imageUrl={plan.data.floor_map.image} height={plan.data.floor_map.height} desks={desks} />
    </Paper>
  );
}
