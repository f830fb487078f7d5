import { MARKETING_MESSAGES } from '@clubspace/contract';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const TABS = {
  tickets: { heading: 'Tickets', message: MARKETING_MESSAGES.noTickets },
  notices: { heading: 'Notices', message: MARKETING_MESSAGES.noNotices },
  events: { heading: 'Events', message: MARKETING_MESSAGES.noEvents },
};

/** The seeds give the community tabs headings only: say so plainly instead of showing made-up content. */
export default function EmptyTabPage({ tab }: { tab: keyof typeof TABS }) {
  const { heading, message } = TABS[tab];
  return (
    <Paper variant="outlined" component="section" sx={{ p: 3 }} aria-label={heading}>
      <Typography variant="h5" component="h2" gutterBottom>
        {heading}
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
    </Paper>
  );
}
