import { NOTICE_MESSAGES } from '@clubspace/contract';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWorkspace } from '../../api/portal-queries';
import { usePortalNotices } from '../api/portal-notices-queries';
import { PortalNoticeCard } from '../components/portal-notice-card';

/** Notices: every current notice of the member's office and of all offices, pinned first, in full. */
export default function PortalNoticesPage() {
  const ws = useWorkspace();
  const notices = usePortalNotices(ws);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Notices
      </Typography>
      {!notices.data ? <CircularProgress aria-label="Loading" /> : null}
      {notices.data && !notices.data.notices.length ? <Typography color="text.secondary">{NOTICE_MESSAGES.noneForMembers}</Typography> : null}
      {notices.data?.notices.map((n) => (
        <PortalNoticeCard key={n.slug} notice={n} full />
      ))}
    </Stack>
  );
}
