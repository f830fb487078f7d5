import { formatDate, markdownToText, type PortalNotice } from '@clubspace/contract';
import PushPinIcon from '@mui/icons-material/PushPin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MarkdownLiteView } from '../../../../components/markdown-lite-view';

/** The first words of a notice as plain text (the home page's cards). */
export const noticeExcerpt = (body: string, max = 160) => {
  const text = markdownToText(body).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
};

/** One notice: title, pinned mark, date, image and the body (full Markdown, or an excerpt). */
export function PortalNoticeCard({ notice, full, headingLevel = 'h2' }: { notice: PortalNotice; full: boolean; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card variant="outlined" component="article" aria-label={notice.title}>
      {notice.image && full ? (
        <Box component="img" src={notice.image} alt="" sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', display: 'block' }} />
      ) : null}
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          {notice.pinned ? <PushPinIcon fontSize="small" color="primary" titleAccess="Pinned" /> : null}
          <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600 }}>
            {notice.title}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {formatDate(notice.publish_at)}
        </Typography>
        {full ? <MarkdownLiteView markdown={notice.body} /> : <Typography variant="body2">{noticeExcerpt(notice.body)}</Typography>}
      </CardContent>
    </Card>
  );
}
