import { campaignsApi, MARKETING_DELAYS } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { useSuccessModal } from '../../../components/success-modal';
import { usePagedList } from '../../../components/use-paged-list';
import { CAMPAIGNS_LIST_SOURCE } from '../api/campaigns-api';
import { campaignColumns } from '../components/campaign-columns';
import { CAMPAIGN_CREATED, CampaignDialog } from '../components/campaign-dialog';
import { CampaignTypesDialog } from '../components/campaign-types-dialog';

/** /marketing: campaigns with search by name, sortable columns, pager and Export CSV; Add campaign opens the dialog. */
export default function CampaignsListPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'notification_campaigns',
    ...CAMPAIGNS_LIST_SOURCE,
    csv: { endpoint: campaignsApi.list, filename: 'campaigns.csv' },
  });
  const [adding, setAdding] = useState(false);
  const [managingTypes, setManagingTypes] = useState(false);
  const success = useSuccessModal(MARKETING_DELAYS.campaignCreated);
  return (
    <>
      <ListToolbar
        filters={<SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search campaign" />}
        action={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => setManagingTypes(true)}>
              Campaign types
            </Button>
            <Button variant="contained" onClick={() => setAdding(true)}>
              Add campaign
            </Button>
          </Stack>
        }
      />
      <DataTable
        label="Campaigns"
        columns={campaignColumns}
        rowHref={(c) => `/campaigns/${c.slug}`}
        empty={{
          title: 'No campaigns yet',
          action: (
            <Button variant="contained" onClick={() => setAdding(true)}>
              Create your first campaign
            </Button>
          ),
        }}
        {...tableProps}
      />
      <CampaignDialog open={adding} onClose={() => setAdding(false)} onCreated={() => success.show(CAMPAIGN_CREATED)} />
      <CampaignTypesDialog open={managingTypes} onClose={() => setManagingTypes(false)} />
      {success.modal}
    </>
  );
}
