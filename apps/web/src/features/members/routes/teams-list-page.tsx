import { teamsApi, TEAMS_LIST } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { usePagedList } from '../../../components/use-paged-list';
import { teamsListQuery } from '../api/teams-api';
import { teamColumns } from '../components/team-columns';
import { TeamDialog } from '../components/team-dialog';

/** /members/companies: teams with status and member count; search and order live in the URL. */
export default function TeamsListPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'teams',
    defaults: { page_size: TEAMS_LIST.pageSize, order: TEAMS_LIST.order },
    queryOptions: teamsListQuery,
    csv: { endpoint: teamsApi.list, filename: 'teams.csv' },
  });
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ListToolbar
        filters={<SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search team" />}
        action={
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add team
          </Button>
        }
      />
      <DataTable
        label="Teams"
        columns={teamColumns}
        rowHref={(t) => `/members/companies/${t.slug}`}
        empty={{
          title: 'No teams yet',
          action: (
            <Button variant="contained" onClick={() => setAdding(true)}>
              Add your first team
            </Button>
          ),
        }}
        {...tableProps}
      />
      <TeamDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
