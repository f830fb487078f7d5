import { BLOCK_CONFIRM, BLOCK_MESSAGES, closedMessage } from '@clubspace/contract';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BlockDialog, type BlockTarget } from '../../../components/booking/block-dialog';
import { blocksQuery, closuresQuery, useDeleteBlock } from '../../../components/booking/blocks-api';
import { useConfirm } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useGrantedCodes } from '../../../lib/session';
import { blockEvents, type BlockEvent } from './calendar-blocks';

/**
 * Blocks and closures on the meeting-room calendar (issue 11): their events for the fetched range, a Book/Block switch
 * for what dragging over free cells does, the block dialog and the remove confirmation.
 */
export function useCalendarBlocks({
  office,
  range,
  rooms,
  timeZone,
}: {
  office: string;
  range: { start: string; end: string };
  rooms: { id: string; title: string }[];
  timeZone: string;
}) {
  const canBlock = useGrantedCodes().includes('bookings');
  const blocks = useQuery({
    ...blocksQuery({ club: office, resource_type: 'meeting_room', ...range, page_size: 1000 }),
    enabled: Boolean(office && canBlock),
  });
  const closures = useQuery({ ...closuresQuery({ club: office, ...range }), enabled: Boolean(office) });
  const [mode, setMode] = useState<'book' | 'block'>('book');
  const [slot, setSlot] = useState<{ target: BlockTarget; start: Date; end: Date } | null>(null);
  const remove = useDeleteBlock();
  const confirm = useConfirm();
  const roomKey = rooms.map((r) => r.id).join(',');
  const events = useMemo(
    () => blockEvents(blocks.data?.blocks ?? [], closures.data?.closures ?? [], roomKey ? roomKey.split(',') : []),
    [blocks.data, closures.data, roomKey],
  );

  const blockSlot = (s: { resource: string; start: Date; end: Date }) =>
    setSlot({ target: { resources: [s.resource], label: rooms.find((r) => r.id === s.resource)?.title ?? s.resource }, start: s.start, end: s.end });

  const onSelectBlock = (e: BlockEvent) => {
    if (e.closure) return notifyError(closedMessage(e.closure.office.name, e.closure.reason, e.closure.first_day, e.closure.last_day));
    const b = e.block;
    if (!b) return;
    confirm.ask(BLOCK_CONFIRM.removeBlock(b.resource.name, b.reason), async () => {
      try {
        await remove.mutateAsync({ code: b.code });
        notifySuccess(BLOCK_MESSAGES.blockRemoved);
      } catch (err) {
        notifyError(err);
      }
    });
  };

  const modeToggle = canBlock ? (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={mode}
      onChange={(_e, v: 'book' | 'block' | null) => v && setMode(v)}
      aria-label="Dragging over free cells"
    >
      <ToggleButton value="book">Book</ToggleButton>
      <ToggleButton value="block">Block</ToggleButton>
    </ToggleButtonGroup>
  ) : null;

  const dialogs = (
    <>
      {confirm.dialog}
      <BlockDialog
        open={Boolean(slot)}
        target={slot?.target ?? null}
        start={slot?.start ?? null}
        end={slot?.end ?? null}
        timeZone={timeZone}
        onClose={() => setSlot(null)}
      />
    </>
  );
  return { events, blockMode: mode === 'block', blockSlot, onSelectBlock, modeToggle, dialogs };
}
