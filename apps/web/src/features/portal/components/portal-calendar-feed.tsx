import { CONFIRM } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CalendarFeedLink } from '../../../components/booking/calendar-feed-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { usePortalCalendarFeed } from '../api/portal-booking-queries';

/** My personal calendar feed: the private .ics link with a copy button, and a new link (the old one stops working). */
export function PortalCalendarFeed({ ws }: { ws: string }) {
  const { feed, renew } = usePortalCalendarFeed(ws);
  const confirm = useConfirm();
  const url = feed.data?.feed?.url;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="portal-calendar-feed">
      <Stack spacing={1.5}>
        <Typography id="portal-calendar-feed" variant="subtitle1" component="h2">
          Calendar link
        </Typography>
        {url ? (
          <CalendarFeedLink url={url} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {feed.isLoading ? 'Loading…' : 'Create a private link to see your bookings in Google, Outlook or Apple Calendar; it updates by itself.'}
          </Typography>
        )}
        <Button
          sx={{ alignSelf: 'flex-start' }}
          variant={url ? 'text' : 'contained'}
          disabled={renew.isPending || feed.isLoading}
          onClick={() => (url ? confirm.ask(CONFIRM.portalNewCalendarLink(), () => renew.mutateAsync()) : renew.mutate())}
        >
          {url ? 'New link' : 'Create calendar link'}
        </Button>
      </Stack>
      {confirm.dialog}
    </Paper>
  );
}
