import { planHeightFor, SPACE_MESSAGES } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { FloorPlan } from '../../../components/floor-plan/floor-plan';
import { FloorPlanLegend } from '../../../components/floor-plan/floor-plan-legend';
import { PageLoader } from '../../../components/page-loader';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { floorQuery, floorResourcesQuery, useSaveLayout, useUpdateFloor } from '../api/floors-api';
import { FloorPlanToolbar, PlanImagePanel, UnplacedResources } from '../components/floor-plan-editor-parts';
import { useLayoutDraft } from '../components/use-layout-draft';
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

  const saved = useMemo(() => resources.data?.resources ?? [], [resources.data]);
  const height = floor.data?.floor_map.height ?? 300;
  const { desks, changes, unplaced, move, place, discard } = useLayoutDraft(saved, height);

  if (floor.isPending || resources.isPending) return <PageLoader />;
  if (floor.isError || !floor.data) return <Alert severity="error">{floor.error?.message ?? 'Floor not found'}</Alert>;

  const save = async () => {
    try {
      await saveLayout.mutateAsync({ slug, resources: changes });
      discard();
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
      <FloorPlanToolbar
        title={`Floor plan: ${f.name} · ${f.office.name}`}
        unlocked={unlocked}
        onToggleLock={() => setUnlocked((u) => !u)}
        changes={changes.length}
        saving={saveLayout.isPending}
        onDiscard={discard}
        onSave={save}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ flexGrow: 1, width: '100%', overflow: 'hidden' }}>
          <FloorPlan label={`${f.name} plan`} imageUrl={f.floor_map.image} height={height} desks={desks} editable={unlocked} onDeskMove={move} />
          <Stack sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
            <FloorPlanLegend />
          </Stack>
        </Paper>
        <Stack spacing={2} sx={{ width: { md: 280 }, flexShrink: 0 }}>
          <UnplacedResources unplaced={unplaced} unlocked={unlocked} onPlace={place} />
          <PlanImagePanel image={f.floor_map.image} busy={updateFloor.isPending} onChange={replaceImage} />
        </Stack>
      </Stack>
    </Stack>
  );
}
