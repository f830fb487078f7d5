import { FLOOR_PLAN_GRID } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { FloorPlanDesk } from '../../../components/floor-plan/floor-plan';
import { ImageUpload } from '../../../components/image-upload';
import { typeLabel } from './space-labels';

export interface FloorPlanToolbarProps {
  title: string;
  unlocked: boolean;
  onToggleLock: () => void;
  /** How many desks moved since the last save. */
  changes: number;
  saving: boolean;
  onDiscard: () => void;
  onSave: () => void;
}

/** The editor's title, the lock and the draft's Discard / Save layout (n). */
export function FloorPlanToolbar({ title, unlocked, onToggleLock, changes, saving, onDiscard, onSave }: FloorPlanToolbarProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      <Button component={RouterLink} to="/space/offices">
        Back to offices
      </Button>
      <Chip label={unlocked ? 'Editing unlocked' : 'Editing locked'} color={unlocked ? 'warning' : 'default'} />
      <Button variant="outlined" onClick={onToggleLock}>
        {unlocked ? 'Lock editing' : 'Unlock editing'}
      </Button>
      <Button disabled={!changes || saving} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button variant="contained" disabled={!changes || saving} onClick={onSave}>
        Save layout{changes ? ` (${changes})` : ''}
      </Button>
    </Stack>
  );
}

/** The floor's resources without a place on the plan, each with Place (while editing is unlocked). */
export function UnplacedResources({
  unplaced,
  unlocked,
  onPlace,
}: {
  unplaced: FloorPlanDesk[];
  unlocked: boolean;
  onPlace: (slug: string) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Unplaced resources">
      <Typography variant="subtitle1" component="h3">
        Unplaced resources
      </Typography>
      {unplaced.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Every resource of this floor is on the plan.
        </Typography>
      ) : (
        <List dense>
          {unplaced.map((d) => (
            <ListItem
              key={d.slug}
              disableGutters
              secondaryAction={
                <Button size="small" disabled={!unlocked} onClick={() => onPlace(d.slug)} aria-label={`Place ${d.name}`}>
                  Place
                </Button>
              }
            >
              <ListItemText primary={d.name} secondary={typeLabel(d.resource_type)} />
            </ListItem>
          ))}
        </List>
      )}
      {!unlocked && unplaced.length > 0 ? (
        <Typography variant="caption" color="text.secondary">
          Unlock editing to place them.
        </Typography>
      ) : null}
    </Paper>
  );
}

/** The plan image (replacing it keeps the desks) and how to move desks. */
export function PlanImagePanel({
  image,
  busy,
  onChange,
}: {
  image: string | null;
  busy: boolean;
  onChange: (image: string | null, meta?: { width: number; height: number }) => void;
}) {
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ImageUpload label="Plan image" kind="floor_plan" value={image} onChange={onChange} disabled={busy} previewHeight={80} />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Replacing the image keeps the desks where they are.
        </Typography>
      </Paper>
      <Typography variant="caption" color="text.secondary">
        Drag a desk, or focus it and use the arrow keys (Shift for bigger steps). Positions snap to a {FLOOR_PLAN_GRID}-unit grid.
      </Typography>
    </>
  );
}
