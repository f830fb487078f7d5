import { CAMPAIGN_STATUSES, MARKETING_DELAYS, MARKETING_MESSAGES, campaignUpdate, normaliseSearch, plannedDateIso, plannedDay, type CampaignDetail, type CampaignUpdate } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { campaignMembersQuery, campaignQuery, useUpdateCampaign } from '../api/campaigns-api';
import { contractResolver } from '../components/contract-resolver';
import { campaignStatusLabel } from '../components/labels';
import { FormActions } from '../../../components/form-actions';
import { useRecordQuery } from '../../../components/query-gate';

interface FormValues {
  name: string;
  code: string;
  date_planned: string;
  status: string;
}

const toPayload = (v: FormValues, users: string[]): CampaignUpdate => ({
  name: v.name,
  code: v.code,
  date_planned: v.date_planned ? plannedDateIso(v.date_planned) : '',
  status: v.status as CampaignUpdate['status'],
  user_list: users,
});
const resolver = contractResolver<FormValues>(campaignUpdate, (v) => toPayload(v, []));

function CampaignForm({ campaign }: { campaign: CampaignDetail }) {
  const navigate = useNavigate();
  const members = useQuery(campaignMembersQuery());
  const update = useUpdateCampaign(campaign.slug);
  const success = useSuccessModal(MARKETING_DELAYS.campaignUpdated);
  const [users, setUsers] = useState<string[]>(campaign.users.map((u) => u.slug));
  const [search, setSearch] = useState('');
  const term = normaliseSearch(useDebouncedValue(search, MARKETING_DELAYS.search)).toLowerCase();
  const form = useForm<FormValues>({
    defaultValues: { name: campaign.name, code: campaign.code ?? '', date_planned: plannedDay(campaign.date_planned), status: campaign.status },
    resolver,
  });

  // Every member (1000, by first name) plus recipients beyond them; the search filters only the Users side.
  const all = useMemo(() => {
    const list = (members.data ?? []).map((m) => ({ value: m.slug, label: m.name }));
    const known = new Set(list.map((o) => o.value));
    for (const u of campaign.users) if (!known.has(u.slug)) list.push({ value: u.slug, label: `${u.first_name} ${u.last_name}`.trim() });
    return list;
  }, [members.data, campaign.users]);
  const options = all.filter((o) => users.includes(o.value) || !term || normaliseSearch(o.label).toLowerCase().includes(term));

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
          <TextField size="small" type="search" label="Search users" value={search} onChange={(e) => setSearch(e.target.value)} sx={{ maxWidth: 280 }} />
          {members.isError && <Alert severity="error">{members.error.message}</Alert>}
          <TransferList options={options} value={users} onChange={setUsers} leftTitle="Users" rightTitle="Users Selected" />
          <ServerError errors={form.formState.errors} />
          <FormActions onCancel={() => navigate(-1)} submitting={form.formState.isSubmitting || Boolean(success.texts)} submitLabel="Save Changes" />
        </Stack>
      </form>
      {success.modal}
    </Paper>
  );
}

/** /campaigns/{slug}: edit a campaign and choose its users (Users ↔ Users Selected). */
export default function CampaignDetailPage() {
  const { slug = '' } = useParams();
  const campaign = useRecordQuery(campaignQuery(slug));
  if (campaign.isPending) return <PageLoader />;
  if (campaign.isError) return <Alert severity="error">{campaign.error.message}</Alert>;
  return <CampaignForm key={campaign.data.slug} campaign={campaign.data} />;
}
