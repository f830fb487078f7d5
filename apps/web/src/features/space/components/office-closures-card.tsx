import { BLOCK_CONFIRM, BLOCK_MESSAGES, closureCreate, formatDate, type ClashItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ClashNotice, PlaceActions } from '../../../components/booking/clash-parts';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { clashesOf, closuresQuery, useCreateClosure, useDeleteClosure } from '../../../components/booking/blocks-api';
import { useConfirm } from '../../../components/confirm-dialog';
import { IconAction } from '../../../components/icon-action';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { DayInput } from '../../../components/day-input';

const days = (first: string, last: string) =>
  first === last ? `on ${formatDate(`${first}T12:00:00`)}` : `from ${formatDate(`${first}T12:00:00`)} to ${formatDate(`${last}T12:00:00`)}`;

/** An office's closures (holidays) from today on: close it for a day or a range, or reopen it. */
export function OfficeClosuresCard({ office, canEdit }: { office: { slug: string; name: string }; canEdit: boolean }) {
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const closures = useQuery(closuresQuery({ club: office.slug, start: today, page_size: 50 }));
  const remove = useDeleteClosure();
  const confirm = useConfirm();
  const [open, setOpen] = useState(false);
  const rows = closures.data?.closures ?? [];
  return (
    <SectionCard
      title={`Closures of ${office.name}`}
      actions={
        canEdit ? (
          <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-label={`Add closure of ${office.name}`}>
            Add closure
          </Button>
        ) : undefined
      }
    >
      {rows.length === 0 ? <Typography color="text.secondary">No closures ahead.</Typography> : null}
      <List dense aria-label={`Closures of ${office.name}`}>
        {rows.map((c) => (
          <ListItem
            key={c.slug}
            disableGutters
            secondaryAction={
              canEdit ? (
                <IconAction
                  title="Remove closure"
                  size="medium"
                  edge="end"
                  icon="×"
                  label={`Remove closure ${c.reason}`}
                  onClick={() =>
                    confirm.ask(BLOCK_CONFIRM.removeClosure(office.name, days(c.first_day, c.last_day)), async () => {
                      try {
                        await remove.mutateAsync(c.slug);
                        notifySuccess(BLOCK_MESSAGES.closureRemoved);
                      } catch (err) {
                        notifyError(err);
                      }
                    })
                  }
                />
              ) : undefined
            }
          >
            <ListItemText primary={c.reason} secondary={days(c.first_day, c.last_day)} />
          </ListItem>
        ))}
      </List>
      {confirm.dialog}
      {open ? <ClosureDialog office={office} onClose={() => setOpen(false)} /> : null}
    </SectionCard>
  );
}

function ClosureDialog({ office, onClose }: { office: { slug: string; name: string }; onClose: () => void }) {
  const create = useCreateClosure();
  const titleId = useId();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [clashes, setClashes] = useState<ClashItem[] | null>(null);

  const submit = async (cancelConflicting: boolean) => {
    const body = { office: office.slug, first_day: first, last_day: last || first, reason, cancel_conflicting: cancelConflicting };
    const checked = closureCreate.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0] ?? 'reason')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(body);
      notifySuccess(BLOCK_MESSAGES.closurePlaced);
      onClose();
    } catch (err) {
      setClashes(clashesOf(err));
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setFailure(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Close {office.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DayInput
              label="First day"
              required
              value={first}
              onChange={setFirst}
              error={Boolean(errors.first_day)}
              helperText={errors.first_day}
              fullWidth
            />
            <DayInput
              label="Last day"
              value={last}
              onChange={setLast}
              error={Boolean(errors.last_day)}
              helperText={errors.last_day ?? 'Empty: one day'}
              fullWidth
              min={first}
            />
          </Stack>
          <TextField
            label="Reason"
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? 'e.g. Bank holiday'}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <ClashNotice failure={failure} clashes={clashes} when={(c) => formatDate(c.planned_start)} noDesk="No desk yet" />
        </Stack>
      </DialogContent>
      <PlaceActions kind="closure" clashes={clashes} busy={create.isPending} onClose={onClose} onPlace={(cancel) => void submit(cancel)} />
    </Dialog>
  );
}
