import { CAMPAIGN_BODY_HINT, MARKETING_MESSAGES, campaignTestSentMessage } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch, type Control, type UseFormSetError } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSendCampaignTest } from '../api/campaigns-api';
import { CampaignPreview } from './campaign-preview';

export interface CampaignContentValues {
  subject: string;
  body: string;
}

/**
 * The campaign's e-mail: subject and Markdown body beside a live preview, and "Send test to me", which sends what is
 * in the boxes now (saved or not) to the signed-in staff's address.
 */
export function CampaignContentFields<T extends CampaignContentValues>({
  slug,
  control,
  setError,
}: {
  slug: string;
  control: Control<T>;
  setError: UseFormSetError<T>;
}) {
  const c = control as unknown as Control<CampaignContentValues>;
  const [subject, body] = useWatch({ control: c, name: ['subject', 'body'] });
  const test = useSendCampaignTest(slug);
  const sendTest = async () => {
    try {
      const res = await test.mutateAsync({ subject, body });
      notifySuccess(campaignTestSentMessage(res.to));
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      for (const [field, message] of Object.entries(fields))
        if (field === 'subject' || field === 'body')
          (setError as unknown as UseFormSetError<CampaignContentValues>)(field, { type: 'server', message });
      notifyError(err instanceof Error ? err.message : MARKETING_MESSAGES.error);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h3">
        E-mail
      </Typography>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <FormTextField control={c} name="subject" label="Subject" />
          <FormTextField control={c} name="body" label="Body" multiline minRows={10} helperText={CAMPAIGN_BODY_HINT} />
          <div>
            <Button variant="outlined" onClick={() => void sendTest()} disabled={test.isPending}>
              Send test to me
            </Button>
          </div>
        </Stack>
        <CampaignPreview content={{ subject, body }} />
      </Stack>
    </Stack>
  );
}
