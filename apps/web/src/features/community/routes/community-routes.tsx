import { MARKETING_MESSAGES } from '@clubspace/contract';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, Route, Routes } from 'react-router';
import { AreaTabs, tabGate, type AreaTab } from '../../../components/area-tabs';
import { useGrantedCodes } from '../../../lib/session';

/** The community tabs and the section code each needs (doc 3 §2.4). */
export const COMMUNITY_TABS: AreaTab[] = [
  { label: 'Tickets', path: '/community', code: 'tickets' },
  { label: 'Notices', path: '/community/notices', code: 'board' },
  { label: 'Events', path: '/community/events', code: 'events' },
];

/** The seeds give these tabs headings only: say so plainly instead of showing made-up content. */
function EmptyTab({ heading, message }: { heading: string; message: string }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 3 }} aria-label={heading}>
      <Typography variant="h5" component="h2" gutterBottom>
        {heading}
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
    </Paper>
  );
}

export default function CommunityRoutes() {
  const granted = useGrantedCodes();
  const gate = tabGate(COMMUNITY_TABS, granted, 'community');
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Community
      </Typography>
      <AreaTabs tabs={COMMUNITY_TABS} granted={granted} label="Community tabs" />
      <Routes>
        <Route index element={gate('tickets', <EmptyTab heading="Tickets" message={MARKETING_MESSAGES.noTickets} />)} />
        <Route path="notices" element={gate('board', <EmptyTab heading="Notices" message={MARKETING_MESSAGES.noNotices} />)} />
        <Route path="events" element={gate('events', <EmptyTab heading="Events" message={MARKETING_MESSAGES.noEvents} />)} />
        <Route path="*" element={<Navigate to="/error/404" replace />} />
      </Routes>
    </>
  );
}
