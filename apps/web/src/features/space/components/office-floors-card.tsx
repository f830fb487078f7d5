import { CONFIRM, planHeightFor, type FloorItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateFloor, useDeleteFloor, useReorderFloors, useUpdateFloor } from '../api/floors-api';
import { FloorNameDialog } from './floor-name-dialog';
import { OfficeFloorsTable } from './office-floors-table';

/** Runs a change and says how it went. */
async function run(work: () => Promise<unknown>, done: string) {
  try {
    await work();
    notifySuccess(done);
  } catch (err) {
    notifyError(err);
  }
}

/** One office with its floors: add, rename, reorder, delete, plan image, and the way into the floor-plan editor. */
export function OfficeFloorsCard({ office, floors: rows, loading, canEdit }: { office: { slug: string; name: string }; floors: FloorItem[]; loading: boolean; canEdit: boolean }) {
  const create = useCreateFloor();
  const update = useUpdateFloor();
  const reorder = useReorderFloors();
  const remove = useDeleteFloor();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<FloorItem | null>(null);
  const [deleting, setDeleting] = useState<FloorItem | null>(null);

  const move = (index: number, by: -1 | 1) => {
    const slugs = rows.map((f) => f.slug);
    [slugs[index], slugs[index + by]] = [slugs[index + by], slugs[index]];
    void run(() => reorder.mutateAsync({ office: office.slug, floors: slugs }), 'Floors reordered');
  };

  return (
    <SectionCard
      title={office.name}
      actions={
        canEdit ? (
          <Button variant="outlined" size="small" onClick={() => setAdding(true)} aria-label={`Add floor to ${office.name}`}>
            Add floor
          </Button>
        ) : undefined
      }
    >
      {loading ? (
        <Typography color="text.secondary">Loading floors…</Typography>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">No floors yet.</Typography>
      ) : (
        <OfficeFloorsTable
          officeName={office.name}
          rows={rows}
          canEdit={canEdit}
          reordering={reorder.isPending}
          onPlanImage={(floor, image, meta) =>
            void run(
              () => update.mutateAsync({ slug: floor.slug, body: { floor_map: { image, ...(meta ? { height: planHeightFor(meta.width, meta.height) } : {}) } } }),
              'Plan image saved',
            )
          }
          onMove={move}
          onRename={setRenaming}
          onDelete={setDeleting}
        />
      )}
      <FloorNameDialog
        open={adding}
        title={`Add floor to ${office.name}`}
        onClose={() => setAdding(false)}
        onSubmit={async (name) => {
          await create.mutateAsync({ office: office.slug, name });
          notifySuccess('Floor created');
        }}
      />
      <FloorNameDialog
        open={Boolean(renaming)}
        title="Rename floor"
        name={renaming?.name}
        onClose={() => setRenaming(null)}
        onSubmit={async (name) => {
          await update.mutateAsync({ slug: renaming?.slug ?? '', body: { name } });
          notifySuccess('Floor renamed');
        }}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        text={CONFIRM.deleteFloor(deleting?.name ?? '')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const floor = deleting;
          setDeleting(null);
          if (floor) void run(() => remove.mutateAsync(floor.slug), 'Floor deleted');
        }}
      />
    </SectionCard>
  );
}
