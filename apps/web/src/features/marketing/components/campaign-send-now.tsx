import { MARKETING_MESSAGES, type CampaignDetail } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSendCampaignNow } from '../api/campaigns-api';

/** 'Send now' for a campaign not yet e-mailed: only once its changes are saved, and after a confirmation. */
export function CampaignSendNow({ campaign, unsaved }: { campaign: CampaignDetail; unsaved: boolean }) {
  const sendNow = useSendCampaignNow(campaign.slug);
  const [confirmSend, setConfirmSend] = useState(false);
  const send = async () => {
    try {
      await sendNow.mutateAsync();
      notifySuccess(MARKETING_MESSAGES.campaignSent);
    } catch (err) {
      notifyError(err instanceof Error ? err.message : MARKETING_MESSAGES.error);
    } finally {
      setConfirmSend(false);
    }
  };
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setConfirmSend(true)} disabled={unsaved || sendNow.isPending}>
          Send now
        </Button>
        {unsaved && (
          <Typography variant="body2" color="text.secondary">
            Save your changes to send them.
          </Typography>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmSend}
        text={{
          title: `Send ${campaign.name} now?`,
          message: `It is e-mailed now to its ${campaign.num_users} users who accept e-mails. A campaign is sent once.`,
          confirmLabel: 'Send now',
          keepLabel: "Don't send",
          destructive: false,
        }}
        onClose={() => setConfirmSend(false)}
        onConfirm={() => void send()}
        busy={sendNow.isPending}
      />
    </>
  );
}
