import { renderCampaignEmail, type CampaignContent } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSession, useStaffProfile } from '../../../lib/session';

/**
 * The e-mail as a recipient gets it, filled with the signed-in staff's name (as "Send test to me" would be). The HTML
 * goes into a sandboxed frame with no scripts or same-origin rights: the renderer escapes everything already, and the
 * frame keeps the e-mail's styles off the page.
 */
export function CampaignPreview({ content }: { content: CampaignContent }) {
  const profile = useStaffProfile();
  const session = useSession();
  const values = useMemo(
    () => ({
      first_name: profile.data?.first_name ?? '',
      last_name: profile.data?.last_name ?? '',
      operator_name: session.data?.active_client?.name ?? '',
    }),
    [profile.data, session.data],
  );
  const mail = useMemo(() => renderCampaignEmail(content, values), [content, values]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 }}>
      <Typography variant="subtitle2" component="h3">
        Preview
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="preview-subject">
        Subject: {mail.subject || '—'}
      </Typography>
      <Box
        component="iframe"
        title="E-mail preview"
        sandbox=""
        srcDoc={mail.html}
        sx={{ flex: 1, minHeight: 320, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
