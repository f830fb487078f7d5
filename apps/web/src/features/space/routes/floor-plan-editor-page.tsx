import { deskBox, FLOOR_PLAN_GRID, freePlanSpot, movedPositions, planHeightFor, SPACE_MESSAGES, type PlanPoint } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { FloorPlan, type FloorPlanDesk } from '../../../components/floor-plan/floor-plan';
import { FloorPlanLegend } from '../../../components/floor-plan/floor-plan-legend';
import { ImageUpload } from '../../../components/image-upload';
import { PageLoader } from '../../../components/page-loader';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { floorQuery, floorResourcesQuery, useSaveLayout, useUpdateFloor } from '../api/floors-api';
import { typeLabel } from '../components/space-labels';
import { useRecordQuery } from '../../../components/query-gate';

/**
 * /space/floors/{slug}: the floor-plan editor. Desks move in a local draft (drag, arrow keys, place from the side
 * list); Save sends every moved position in one PUT /api/floors/{slug}/layout, all or nothing.
 */
export default function FloorPlanEditorPage() {
  const { slug = '' } = useParams();
  const floor = useRecordQuery(floorQuery(slug));
  const resources = useQuery(floorResourcesQuery(slug));
  const saveLayout = useSaveLayout();
  const updateFloor = useUpdateFloor();
  const [unlocked, setUnlocked] = useState(false);
  const [draft, setDraft] = useState<Record<string, PlanPoint>>({});

  const saved = useMemo(() => resources.data?.resources ?? [], [resources.data]);
  const height = floor.data?.floor_map.height ?? 300;
  const desks: FloorPlanDesk[] = useMemo(
    () =>
      saved.map((r) => ({
        slug: r.slug,
        name: r.name,
        resource_type: r.resource_type,
        status: r.status,
        x: draft[r.slug]?.x ?? r.x,
        y: draft[r.slug]?.y ?? r.y,
        tone: r.status === 'active' ? 'free' : 'inactive',
      })),
    [saved, draft],
  );
  const changes = movedPositions(saved, draft);
  const unplaced = desks.filter((d) => d.x === null || d.y === null);

  // Leaving the page (reload, close) with unsaved positions asks first.
  const dirty = changes.length > 0;
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (floor.isPending || resources.isPending) return <PageLoader />;
  if (floor.isError || !floor.data) return <Alert severity="error">{floor.error?.message ?? 'Floor not found'}</Alert>;

  const move = (deskSlug: string, x: number, y: number) => setDraft((d) => ({ ...d, [deskSlug]: { x, y } }));
  const place = (deskSlug: string) => {
    // The first free grid spot where neither the desk nor its name overlaps another (issue 24 §14).
    const desk = desks.find((d) => d.slug === deskSlug);
    if (!desk) return;
    const taken = desks.filter((d) => d.x !== null && d.y !== null && d.slug !== deskSlug).map((d) => deskBox({ x: d.x!, y: d.y! }, d.resource_type, d.name));
    const at = freePlanSpot(taken, desk.resource_type, desk.name, height);
    move(deskSlug, at.x, at.y);
  };
  const save = async () => {
    try {
      await saveLayout.mutateAsync({ slug, resources: changes });
      setDraft({});
      notifySuccess(SPACE_MESSAGES.layoutSaved);
    } catch (err) {
      notifyError(err);
    }
  };
  const replaceImage = async (image: string | null, meta?: { width: number; height: number }) => {
    try {
      await updateFloor.mutateAsync({ slug, body: { floor_map: { image, ...(meta ? { height: planHeightFor(meta.width, meta.height) } : {}) } } });
      notifySuccess('Plan image saved');
    } catch (err) {
      notifyError(err);
    }
  };

  const f = floor.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          Floor plan: {f.name} · {f.office.name}
        </Typography>
        <Button component={RouterLink} to="/space/offices">
          Back to offices
        </Button>
        <Chip label={unlocked ? 'Editing unlocked' : 'Editing locked'} color={unlocked ? 'warning' : 'default'} />
        <Button variant="outlined" onClick={() => setUnlocked((u) => !u)}>
          {unlocked ? 'Lock editing' : 'Unlock editing'}
        </Button>
        <Button disabled={!changes.length || saveLayout.isPending} onClick={() => setDraft({})}>
          Discard changes
        </Button>
        <Button variant="contained" disabled={!changes.length || saveLayout.isPending} onClick={save}>
          Save layout{changes.length ? ` (${changes.length})` : ''}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ flexGrow: 1, width: '100%', overflow: 'hidden' }}>
          <FloorPlan label={`${f.name} plan`} imageUrl={f.floor_map.image} height={height} desks={desks} editable={unlocked} onDeskMove={move} />
          <Stack sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
            <FloorPlanLegend />
          </Stack>
        </Paper>
        <Stack spacing={2} sx={{ width: { md: 280 }, flexShrink: 0 }}>
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
                      <Button size="small" disabled={!unlocked} onClick={() => place(d.slug)} aria-label={`Place ${d.name}`}>
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
          <Paper variant="outlined" sx={{ p: 2 }}>
            <ImageUpload label="Plan image" kind="floor_plan" value={f.floor_map.image} onChange={replaceImage} disabled={updateFloor.isPending} previewHeight={80} />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              Replacing the image keeps the desks where they are.
            </Typography>
          </Paper>
          <Typography variant="caption" color="text.secondary">
            Drag a desk, or focus it and use the arrow keys (Shift for bigger steps). Positions snap to a {FLOOR_PLAN_GRID}-unit grid.
          </Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}
