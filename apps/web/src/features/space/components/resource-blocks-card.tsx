import { BLOCK_CONFIRM, BLOCK_MESSAGES, DEFAULT_TIME_ZONE, type ResourceItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BlockDialog } from '../../../components/booking/block-dialog';
import { blocksQuery, useDeleteBlock } from '../../../components/booking/blocks-api';
import { officesLookup } from '../../../components/booking/booking-lookups';
import { dateTimeText } from '../../../components/booking/booking-time';
import { useConfirm } from '../../../components/confirm-dialog';
import { IconAction } from '../../../components/icon-action';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';

const HOUR = 3_600_000;

/** The resource's current and coming blocks (maintenance and the like), with Block and Remove. */
export function ResourceBlocksCard({ resource }: { resource: ResourceItem }) {
  const offices = useQuery(officesLookup());
  const timeZone = offices.data?.find((o) => o.slug === resource.office.slug)?.time_zone ?? DEFAULT_TIME_ZONE;
  const [now] = useState(() => new Date());
  const blocks = useQuery(blocksQuery({ resource: resource.slug, start: now.toISOString(), page_size: 50 }));
  const remove = useDeleteBlock();
  const confirm = useConfirm();
  const [open, setOpen] = useState(false);
  const nextHour = new Date(Math.ceil(now.getTime() / HOUR) * HOUR);
  const rows = blocks.data?.blocks ?? [];

  return (
    <SectionCard
      title="Blocks"
      actions={
        <Button size="small" variant="outlined" color="error" onClick={() => setOpen(true)}>
          Block {resource.name}
        </Button>
      }
    >
      {rows.length === 0 ? <Typography color="text.secondary">No blocks ahead.</Typography> : null}
      <List dense aria-label={`Blocks of ${resource.name}`}>
        {rows.map((b) => (
          <ListItem
            key={b.code}
            disableGutters
            secondaryAction={
              <IconAction
                title="Remove block"
                size="medium"
                edge="end"
                icon="×"
                label={`Remove block ${b.reason}`}
                onClick={() =>
                  confirm.ask(BLOCK_CONFIRM.removeBlock(resource.name, b.reason), async () => {
                    try {
                      await remove.mutateAsync({ code: b.code });
                      notifySuccess(BLOCK_MESSAGES.blockRemoved);
                    } catch (err) {
                      notifyError(err);
                    }
                  })
                }
              />
            }
          >
            <ListItemText primary={b.reason} secondary={`${dateTimeText(b.start, timeZone)} – ${dateTimeText(b.end, timeZone)}`} />
          </ListItem>
        ))}
      </List>
      {confirm.dialog}
      <BlockDialog
        open={open}
        target={{ resources: [resource.slug], label: resource.name }}
        start={nextHour}
        end={new Date(nextHour.getTime() + 2 * HOUR)}
        timeZone={timeZone}
        onClose={() => setOpen(false)}
      />
    </SectionCard>
  );
}
