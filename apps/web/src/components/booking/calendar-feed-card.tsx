import { CALENDAR_FEED_MESSAGES, calendarFeedsApi, type CalendarFeedResult, type ConfirmText } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ConfirmDialog } from '../confirm-dialog';
import { SectionCard } from '../section-card';
import { CalendarFeedLink } from './calendar-feed-link';

export type FeedTarget = { resource: string } | { member: string };

const feedKey = (target: FeedTarget) => ['calendar-feeds', target] as const;

function confirmText(name: string, action: 'renew' | 'revoke'): ConfirmText {
  return action === 'revoke'
    ? {
        title: `Revoke the calendar link of ${name}?`,
        message: 'Calendars subscribed to it stop updating. You can create a new link later.',
        confirmLabel: 'Revoke link',
        keepLabel: 'Keep link',
        destructive: true,
      }
    : {
        title: `Replace the calendar link of ${name}?`,
        message: 'The current link stops working at once: everyone subscribed must subscribe to the new one.',
        confirmLabel: 'New link',
        keepLabel: 'Keep link',
        destructive: true,
      };
}

/**
 * The private calendar link (.ics) of a meeting room or a member: Google, Outlook and Apple calendars subscribe to it.
 * The link is a secret, so replacing or revoking it asks first.
 */
export function CalendarFeedCard({ target, name }: { target: FeedTarget; name: string }) {
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: feedKey(target), queryFn: () => call(calendarFeedsApi.current, { query: target }) });
  const [asking, setAsking] = useState<'renew' | 'revoke' | null>(null);
  const done = (data: CalendarFeedResult) => queryClient.setQueryData(feedKey(target), data);
  const create = useMutation({
    mutationFn: () => call(calendarFeedsApi.create, { body: target }),
    onSuccess: (data) => {
      done(data);
      setAsking(null);
      notifySuccess(CALENDAR_FEED_MESSAGES.created);
    },
    onError: (err) => notifyError(err),
  });
  const revoke = useMutation({
    mutationFn: () => call(calendarFeedsApi.revoke, { query: target }),
    onSuccess: () => {
      done({ feed: null });
      setAsking(null);
      notifySuccess(CALENDAR_FEED_MESSAGES.revoked);
    },
    onError: (err) => notifyError(err),
  });
  const url = feed.data?.feed?.url;

  return (
    <SectionCard
      title="Calendar link"
      actions={
        url ? (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setAsking('renew')}>
              New link
            </Button>
            <Button size="small" color="error" onClick={() => setAsking('revoke')}>
              Revoke
            </Button>
          </Stack>
        ) : (
          <Button size="small" variant="contained" onClick={() => create.mutate()} disabled={create.isPending || feed.isLoading}>
            Create calendar link
          </Button>
        )
      }
    >
      {url ? (
        <CalendarFeedLink url={url} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {feed.isLoading ? 'Loading…' : `No calendar link yet. Create one to see ${name}'s bookings in any calendar app; it updates by itself.`}
        </Typography>
      )}
      <ConfirmDialog
        open={asking !== null}
        text={confirmText(name, asking ?? 'revoke')}
        busy={create.isPending || revoke.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => (asking === 'revoke' ? revoke.mutate() : create.mutate())}
      />
    </SectionCard>
  );
}
