import { planHeightFor, type FloorItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { useReorderFloors, useUpdateFloor } from '../api/floors-api';
import { OfficeFloorDialogs, run } from './office-floor-dialogs';
import { OfficeFloorsTable } from './office-floors-table';

/** One office with its floors: add, rename, reorder, delete, plan image, and the way into the floor-plan editor. */
export function OfficeFloorsCard({
  office,
  floors: rows,
  loading,
  canEdit,
}: {
  office: { slug: string; name: string };
  floors: FloorItem[];
  loading: boolean;
  canEdit: boolean;
}) {
  const update = useUpdateFloor();
  const reorder = useReorderFloors();
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
              () =>
                update.mutateAsync({
                  slug: floor.slug,
                  body: { floor_map: { image, ...(meta ? { height: planHeightFor(meta.width, meta.height) } : {}) } },
                }),
              'Plan image saved',
            )
          }
          onMove={move}
          onRename={setRenaming}
          onDelete={setDeleting}
        />
      )}
      <OfficeFloorDialogs
        office={office}
        adding={adding}
        renaming={renaming}
        deleting={deleting}
        onCloseAdding={() => setAdding(false)}
        onCloseRenaming={() => setRenaming(null)}
        onCloseDeleting={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
