import { CONFIRM, planHeightFor, type FloorItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ImageUpload } from '../../../components/image-upload';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateFloor, useDeleteFloor, useReorderFloors, useUpdateFloor } from '../api/floors-api';
import { FloorNameDialog } from './floor-name-dialog';

/** One office with its floors: add, rename, reorder, delete, plan image, and the way into the floor-plan editor. */
export function OfficeFloorsCard({ office, floors: rows, loading, canEdit }: { office: { slug: string; name: string }; floors: FloorItem[]; loading: boolean; canEdit: boolean }) {
  const create = useCreateFloor();
  const update = useUpdateFloor();
  const reorder = useReorderFloors();
  const remove = useDeleteFloor();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<FloorItem | null>(null);
  const [deleting, setDeleting] = useState<FloorItem | null>(null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notifySuccess(done);
    } catch (err) {
      notifyError(err);
    }
  };
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
        <Table size="small" aria-label={`Floors of ${office.name}`}>
          <TableHead>
            <TableRow>
              <TableCell>Floor</TableCell>
              <TableCell align="right">Resources</TableCell>
              <TableCell>Plan image</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((floor, i) => (
              <TableRow key={floor.slug}>
                <TableCell>{floor.name}</TableCell>
                <TableCell align="right">{floor.resources_count}</TableCell>
                <TableCell sx={{ minWidth: 260 }}>
                  <ImageUpload
                    label={`Plan image of ${floor.name}`}
                    kind="floor_plan"
                    value={floor.floor_map.image}
                    previewHeight={60}
                    disabled={!canEdit}
                    onChange={(image, meta) =>
                      void run(
                        () => update.mutateAsync({ slug: floor.slug, body: { floor_map: { image, ...(meta ? { height: planHeightFor(meta.width, meta.height) } : {}) } } }),
                        'Plan image saved',
                      )
                    }
                  />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                    <Button size="small" component={RouterLink} to={`/space/floors/${floor.slug}`} aria-label={`Open floor plan of ${floor.name}`}>
                      Floor plan
                    </Button>
                    {canEdit ? (
                      <>
                        <IconButton size="small" disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)} aria-label={`Move ${floor.name} up`}>
                          ↑
                        </IconButton>
                        <IconButton size="small" disabled={i === rows.length - 1 || reorder.isPending} onClick={() => move(i, 1)} aria-label={`Move ${floor.name} down`}>
                          ↓
                        </IconButton>
                        <Button size="small" onClick={() => setRenaming(floor)} aria-label={`Rename ${floor.name}`}>
                          Rename
                        </Button>
                        <Button size="small" color="error" onClick={() => setDeleting(floor)} aria-label={`Delete ${floor.name}`}>
                          Delete
                        </Button>
                      </>
                    ) : null}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
