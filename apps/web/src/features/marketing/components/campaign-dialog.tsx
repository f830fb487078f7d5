import { CAMPAIGN_STATUSES, MARKETING_MESSAGES, campaignCreate, plannedDateIso, type CampaignCreate } from '@clubspace/contract';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { DateField } from '../../../components/date-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { campaignTypesQuery, useCreateCampaign } from '../api/campaigns-api';
import { contractResolver } from './contract-resolver';
import { campaignStatusLabel } from './labels';

interface CampaignFormValues {
  name: string;
  code: string;
  type: string;
  date_planned: string;
  status: string;
}

const EMPTY: CampaignFormValues = { name: '', code: '', type: '', date_planned: '', status: '' };
/** The planned day goes out as midnight at +01:00, as the seeds send it. */
const toPayload = (v: CampaignFormValues) => ({ ...v, date_planned: v.date_planned ? plannedDateIso(v.date_planned) : '' });
const resolver = contractResolver<CampaignFormValues>(campaignCreate, toPayload);

/** Add campaign: the five required fields; the request is sent only when all pass. */
export function CampaignDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const types = useQuery({ ...campaignTypesQuery(), enabled: open });
  const create = useCreateCampaign();
  return (
    <FormDialog<CampaignFormValues>
      open={open}
      title="Add campaign"
      defaultValues={EMPTY}
      resolver={resolver}
      onSubmit={async (values) => {
        await create.mutateAsync(toPayload(values) as unknown as CampaignCreate);
        onCreated();
      }}
      onClose={onClose}
      submitLabel="Create"
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="Name" required autoFocus />
          <FormTextField control={control} name="code" label="Campaign Code" required />
          <FormTextField control={control} name="type" label="Type" required select>
            {(types.data ?? []).map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.name}
              </MenuItem>
            ))}
          </FormTextField>
          <DateField control={control} name="date_planned" label="Date planned" required />
          <FormTextField control={control} name="status" label="Status" required select>
            {CAMPAIGN_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {campaignStatusLabel(s)}
              </MenuItem>
            ))}
          </FormTextField>
        </>
      )}
    </FormDialog>
  );
}

export const CAMPAIGN_CREATED = { title: 'Campaign Created', message: MARKETING_MESSAGES.campaignCreated };
