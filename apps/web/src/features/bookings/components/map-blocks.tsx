import { BLOCK_CONFIRM, BLOCK_MESSAGES, closedMessage, dayWindow, hotDeskWindow, type BlockItem } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BlockDialog, type BlockTarget } from '../../../components/booking/block-dialog';
import { blocksQuery, closuresQuery, useDeleteBlock } from '../../../components/booking/blocks-api';
import { useConfirm } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useGrantedCodes } from '../../../lib/session';

/**
 * Blocks and closures on the desk map (issue 11): the day's blocks of the floor (to remove one by clicking its desk),
 * the office's closure as a banner, and the dialog that blocks the selected desks.
 */
export function useMapBlocks({
  office,
  floor,
  day,
  timeZone,
  onPlaced,
}: {
  office: string;
  floor: string;
  day: string;
  timeZone: string;
  onPlaced?: () => void;
}) {
  const canBlock = useGrantedCodes().includes('bookings');
  const window = dayWindow(day, timeZone);
  const range = { start: window.start.toISOString(), end: window.end.toISOString() };
  const blocks = useQuery({ ...blocksQuery({ club: office, floor, ...range, page_size: 1000 }), enabled: Boolean(office && floor && canBlock) });
  const closures = useQuery({ ...closuresQuery({ club: office, start: day, end: day }), enabled: Boolean(office) });
  const remove = useDeleteBlock();
  const confirm = useConfirm();
  const [target, setTarget] = useState<BlockTarget | null>(null);

  const bySlug = new Map<string, BlockItem>();
  for (const b of blocks.data?.blocks ?? []) bySlug.set(b.resource.slug, b);
  const closure = (closures.data?.closures ?? []).find((c) => c.start < range.end && c.end > range.start);

  /** A click on a blocked desk: offer to remove its block (a closure is removed under the office instead). */
  const onBlockedDesk = (slug: string, name: string) => {
    const block = bySlug.get(slug);
    if (!block) {
      if (closure) notifyError(closedMessage(closure.office.name, closure.reason, closure.first_day, closure.last_day));
      return;
    }
    confirm.ask(BLOCK_CONFIRM.removeBlock(name, block.reason), async () => {
      try {
        await remove.mutateAsync({ code: block.code });
        notifySuccess(BLOCK_MESSAGES.blockRemoved);
      } catch (err) {
        notifyError(err);
      }
    });
  };

  const blockDesks = (desks: { slug: string; name: string }[]) =>
    setTarget({ resources: desks.map((d) => d.slug), label: desks.length === 1 ? desks[0].name : `${desks.length} desks` });

  const hours = hotDeskWindow(day, timeZone);
  const banner: ReactNode = closure ? (
    <Alert severity="warning">{closedMessage(closure.office.name, closure.reason, closure.first_day, closure.last_day)}</Alert>
  ) : null;
  const blockButton = (desks: { slug: string; name: string }[]) =>
    canBlock && desks.length ? (
      <Button size="small" variant="outlined" color="error" onClick={() => blockDesks(desks)}>
        Block {desks.length === 1 ? desks[0].name : `${desks.length} desks`}
      </Button>
    ) : null;
  const dialogs = (
    <>
      {confirm.dialog}
      <BlockDialog
        open={Boolean(target)}
        target={target}
        start={hours.start}
        end={hours.end}
        timeZone={timeZone}
        onClose={() => setTarget(null)}
        onPlaced={onPlaced}
      />
    </>
  );
  return { onBlockedDesk, banner, blockButton, dialogs };
}
