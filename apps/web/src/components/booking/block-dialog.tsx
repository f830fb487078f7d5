import { BLOCK_MESSAGES, blockCreate, zonedInstant } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ClashNotice, PlaceActions } from './clash-parts';
import { useId } from 'react';
import { ApiError } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { clashesOf, useCreateBlock } from './blocks-api';
import { dateTimeText } from './booking-time';
import { useBlockForm } from './use-block-form';
import { DateTimeInput } from '../day-input';

export interface BlockTarget {
  /** Resource slugs (one block each) or a work area (every resource in it). */
  resources?: string[];
  workArea?: string;
  /** What is blocked, in words: 'Room 3', '2 desks', 'Work area Quiet Zone'. */
  label: string;
}

interface BlockDialogProps {
  open: boolean;
  target: BlockTarget | null;
  start: Date | null;
  end: Date | null;
  timeZone: string;
  onClose: () => void;
  /** After the block is placed (the map clears its selection). */
  onPlaced?: () => void;
}

const fromLocal = (v: string, tz: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? zonedInstant(v.slice(0, 10), `${v.slice(11)}:00`, tz).toISOString() : v;

/**
 * Blocks a resource (or several, or a work area) for a period with a reason. When live bookings are in the way the
 * server lists them (409): the dialog shows them and offers to cancel them and place the block in one step.
 */
export function BlockDialog({ open, target, start, end, timeZone, onClose, onPlaced }: BlockDialogProps) {
  const create = useCreateBlock();
  const titleId = useId();
  const { reason, setReason, from, setFrom, to, setTo, errors, setErrors, failure, setFailure, clashes, setClashes } = useBlockForm(
    open,
    start,
    end,
    timeZone,
  );

  const submit = async (cancelConflicting: boolean) => {
    if (!target) return;
    const slugs = target.workArea ? [null] : (target.resources ?? []);
    const bodies = slugs.map((resource) => ({
      resource,
      work_area: target.workArea ?? null,
      start: fromLocal(from, timeZone),
      end: fromLocal(to, timeZone),
      reason,
      cancel_conflicting: cancelConflicting,
    }));
    const checked = blockCreate.safeParse(bodies[0]);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0] ?? 'reason')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure('');
    let placed = 0;
    try {
      for (const body of bodies) {
        await create.mutateAsync(body);
        placed++;
      }
      notifySuccess(BLOCK_MESSAGES.blockPlaced);
      onPlaced?.();
      onClose();
    } catch (err) {
      const listed = clashesOf(err);
      if (listed) {
        setClashes(listed);
        setFailure(err instanceof Error ? err.message : String(err));
        return;
      }
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setFailure(`${placed ? `${placed} placed. ` : ''}${err instanceof Error ? err.message : String(err)}`);
    }
  };

  return (
    <Dialog open={open} onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Block {target?.label ?? ''}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Reason"
            required
            autoFocus
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? 'Shown on the map and the calendar, e.g. Maintenance'}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateTimeInput label="From" value={from} onChange={setFrom} error={Boolean(errors.start)} helperText={errors.start} fullWidth />
            <DateTimeInput label="Until" value={to} onChange={setTo} error={Boolean(errors.end)} helperText={errors.end} fullWidth min={from} />
          </Stack>
          {errors.resource || errors.work_area ? <Alert severity="error">{errors.resource ?? errors.work_area}</Alert> : null}
          <ClashNotice
            failure={failure}
            clashes={clashes}
            when={(c) => `${dateTimeText(c.planned_start, timeZone)} – ${dateTimeText(c.planned_end, timeZone)}`}
          />
        </Stack>
      </DialogContent>
      <PlaceActions kind="block" clashes={clashes} busy={create.isPending} onClose={onClose} onPlace={(cancel) => void submit(cancel)} />
    </Dialog>
  );
}
