import { CONFIRM, type FloorItem } from '@clubspace/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateFloor, useDeleteFloor, useUpdateFloor } from '../api/floors-api';
import { FloorNameDialog } from './floor-name-dialog';

/** Runs a change and says how it went. */
export async function run(work: () => Promise<unknown>, done: string) {
  try {
    await work();
    notifySuccess(done);
  } catch (err) {
    notifyError(err);
  }
}

interface OfficeFloorDialogsProps {
  office: { slug: string; name: string };
  adding: boolean;
  renaming: FloorItem | null;
  deleting: FloorItem | null;
  onCloseAdding: () => void;
  onCloseRenaming: () => void;
  onCloseDeleting: () => void;
}

/** The office card's dialogs: add a floor, rename one, confirm a deletion. */
export function OfficeFloorDialogs({ office, adding, renaming, deleting, onCloseAdding, onCloseRenaming, onCloseDeleting }: OfficeFloorDialogsProps) {
  const create = useCreateFloor();
  const update = useUpdateFloor();
  const remove = useDeleteFloor();
  return (
    <>
      <FloorNameDialog
        open={adding}
        title={`Add floor to ${office.name}`}
        onClose={onCloseAdding}
        onSubmit={async (name) => {
          await create.mutateAsync({ office: office.slug, name });
          notifySuccess('Floor created');
        }}
      />
      <FloorNameDialog
        open={Boolean(renaming)}
        title="Rename floor"
        name={renaming?.name}
        onClose={onCloseRenaming}
        onSubmit={async (name) => {
          await update.mutateAsync({ slug: renaming?.slug ?? '', body: { name } });
          notifySuccess('Floor renamed');
        }}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        text={CONFIRM.deleteFloor(deleting?.name ?? '')}
        onClose={onCloseDeleting}
        onConfirm={() => {
          const floor = deleting;
          onCloseDeleting();
          if (floor) void run(() => remove.mutateAsync(floor.slug), 'Floor deleted');
        }}
      />
    </>
  );
}
