import { PORTAL_HOME_NOTICES } from '@clubspace/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePortalNotices } from '../api/portal-notices-queries';
import { PortalNoticeCard } from './portal-notice-card';

/** The home page's notices: the first few current ones (pinned first), with a link to all of them; nothing when none. */
export function PortalHomeNotices({ ws }: { ws: string }) {
  const notices = usePortalNotices(ws, PORTAL_HOME_NOTICES);
  const list = notices.data?.notices ?? [];
  if (!list.length) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Notices">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="h6" component="h2">
          Notices
        </Typography>
        <Link component={RouterLink} to={`/portal/${encodeURIComponent(ws)}/notices`}>
          All notices
        </Link>
      </Stack>
      {list.map((n) => (
        <PortalNoticeCard key={n.slug} notice={n} full={false} headingLevel="h3" />
      ))}
    </Stack>
  );
}
