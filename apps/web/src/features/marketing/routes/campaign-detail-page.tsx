import {
  CAMPAIGN_STATUSES,
  MARKETING_DELAYS,
  MARKETING_MESSAGES,
  campaignUpdate,
  plannedDateIso,
  plannedDay,
  type CampaignDetail,
  type CampaignUpdate,
} from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { DateField } from '../../../components/date-field';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { FormTextField } from '../../../components/form-text-field';
import { PageLoader } from '../../../components/page-loader';
import { ServerError } from '../../../components/server-error';
import { useSuccessModal } from '../../../components/success-modal';
import { TransferList } from '../../../components/transfer-list';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { campaignQuery, useUpdateCampaign } from '../api/campaigns-api';
import { CampaignContentFields } from '../components/campaign-content-fields';
import { CampaignPreview } from '../components/campaign-preview';
import { CampaignSendNow } from '../components/campaign-send-now';
import { CampaignUsers } from '../components/campaign-users';
import { contractResolver } from '../components/contract-resolver';
import { campaignStatusLabel, plannedLabel } from '../components/labels';
import { FormActions } from '../../../components/form-actions';
import { useRecordQuery } from '../../../components/query-gate';
import { useGrantedCodes } from '../../../lib/session';

interface FormValues {
  name: string;
  code: string;
  date_planned: string;
  status: string;
  subject: string;
  body: string;
}

const toPayload = (v: FormValues, users: string[]): CampaignUpdate => ({
  name: v.name,
  code: v.code,
  date_planned: v.date_planned ? plannedDateIso(v.date_planned) : '',
  status: v.status as CampaignUpdate['status'],
  user_list: users,
  subject: v.subject,
  body: v.body,
});
const resolver = contractResolver<FormValues>(campaignUpdate, (v) => toPayload(v, []));

function CampaignForm({ campaign }: { campaign: CampaignDetail }) {
  const navigate = useNavigate();
  const update = useUpdateCampaign(campaign.slug);
  const success = useSuccessModal(MARKETING_DELAYS.campaignUpdated);
  const [users, setUsers] = useState<string[]>(campaign.users.map((u) => u.slug));
  const form = useForm<FormValues>({
    defaultValues: {
      name: campaign.name,
      code: campaign.code ?? '',
      date_planned: plannedDay(campaign.date_planned),
      status: campaign.status,
      subject: campaign.subject ?? '',
      body: campaign.body ?? '',
    },
    resolver,
  });
  const usersChanged = users.length !== campaign.users.length || campaign.users.some((u) => !users.includes(u.slug));

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(toPayload(values, users));
      success.show({ title: 'Campaign Update', message: MARKETING_MESSAGES.campaignUpdated }, () => navigate('/marketing'));
    } catch (err) {
      if (!applyServerErrors(err, form.setError, Object.keys(values)))
        form.setError('root.server', { type: 'server', message: err instanceof ApiError ? err.message : MARKETING_MESSAGES.error });
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {campaign.name}
      </Typography>
      <form onSubmit={submit} noValidate aria-label="Campaign">
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <FormTextField control={form.control} name="name" label="Name" required />
            <FormTextField control={form.control} name="code" label="Code" required />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <DateField control={form.control} name="date_planned" label="Planned date" required />
            <FormTextField control={form.control} name="status" label="Status" required select>
              {CAMPAIGN_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {campaignStatusLabel(s)}
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
          <Stack direction="row" spacing={4}>
            <DetailField label="Type">{campaign.type?.name}</DetailField>
            <DetailField label="Created">
              <DateText value={campaign.date_created} />
            </DetailField>
            {campaign.date_sent && (
              <DetailField label="E-mailed">
                <DateText value={campaign.date_sent} />
              </DetailField>
            )}
          </Stack>
          <CampaignUsers recipients={campaign.users} value={users} onChange={setUsers} />
          <Divider />
          <CampaignContentFields slug={campaign.slug} control={form.control} setError={form.setError} />
          <ServerError errors={form.formState.errors} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
            {!campaign.date_sent && <CampaignSendNow campaign={campaign} unsaved={form.formState.isDirty || usersChanged} />}
            <FormActions
              onCancel={() => navigate(-1)}
              submitting={form.formState.isSubmitting || Boolean(success.texts)}
              submitLabel="Save Changes"
            />
          </Stack>
        </Stack>
      </form>
      {success.modal}
    </Paper>
  );
}

/** Staff without the marketing section read the campaign; changing it needs the section (issue 24 §7). */
function CampaignView({ campaign }: { campaign: CampaignDetail }) {
  const selected = campaign.users.map((u) => ({ value: u.slug, label: `${u.first_name} ${u.last_name}`.trim() }));
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {campaign.name}
      </Typography>
      <Stack spacing={2}>
        <Alert severity="info">{MARKETING_MESSAGES.readOnlyCampaign}</Alert>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DetailField label="Code">{campaign.code}</DetailField>
          <DetailField label="Type">{campaign.type?.name}</DetailField>
          <DetailField label="Planned date">{plannedLabel(campaign.date_planned)}</DetailField>
          <DetailField label="Status">{campaignStatusLabel(campaign.status)}</DetailField>
          <DetailField label="Created">
            <DateText value={campaign.date_created} />
          </DetailField>
          {campaign.date_sent && (
            <DetailField label="E-mailed">
              <DateText value={campaign.date_sent} />
            </DetailField>
          )}
        </Stack>
        <TransferList
          options={selected}
          value={selected.map((o) => o.value)}
          onChange={() => undefined}
          leftTitle="Users"
          rightTitle="Users Selected"
          disabled
        />
        {campaign.subject || campaign.body ? <CampaignPreview content={campaign} /> : null}
      </Stack>
    </Paper>
  );
}

/** /campaigns/{slug}: edit a campaign, its users (Users ↔ Users Selected) and its e-mail; read-only without the section. */
export default function CampaignDetailPage() {
  const { slug = '' } = useParams();
  const campaign = useRecordQuery(campaignQuery(slug));
  const granted = useGrantedCodes();
  const canChange = granted.includes('marketing') && granted.includes('campaigns');
  if (campaign.isPending) return <PageLoader />;
  if (campaign.isError) return <Alert severity="error">{campaign.error.message}</Alert>;
  if (!canChange) return <CampaignView campaign={campaign.data} />;
  return <CampaignForm key={campaign.data.slug} campaign={campaign.data} />;
}
