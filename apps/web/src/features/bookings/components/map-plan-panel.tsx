import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FloorPlan, type FloorPlanDesk } from '../../../components/floor-plan/floor-plan';

interface MapPlanPanelProps {
  plan: { name: string; floor_map: { image: string | null; height: number } | null } | undefined;
  desks: FloorPlanDesk[];
  selected: string[];
  onDeskClick: (desk: FloorPlanDesk) => void;
  /** The booking code waiting for a desk click, if any. */
  assigning: string | null;
  onStop: () => void;
  /** Below the legend: the block button of the selected desks. */
  children?: ReactNode;
}

/** The floor plan with its legend, and the notice while a booking waits for a desk. */
export function MapPlanPanel({ plan, desks, selected, onDeskClick, assigning, onStop, children }: MapPlanPanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: 1, flex: 2, width: '100%' }}>
      {assigning && (
        <Alert severity="info" sx={{ mb: 1 }} action={<Button onClick={onStop}>Stop</Button>}>
          Click a free desk to assign it to {assigning}.
        </Alert>
      )}
      <FloorPlan
        label={`Floor plan ${plan?.name ?? ''}`.trim()}
        imageUrl={plan?.floor_map?.image ?? null}
        height={plan?.floor_map?.height}
        desks={desks}
        selected={selected}
        onDeskClick={onDeskClick}
      />
      <Typography variant="caption" color="text.secondary">
        Free desks are white (F), booked orange (B), inactive grey (I), blocked dark red (X, with the reason), selected green. Click free desks to
        select them; click a blocked desk to remove its block.
      </Typography>
      {children}
    </Paper>
  );
}
