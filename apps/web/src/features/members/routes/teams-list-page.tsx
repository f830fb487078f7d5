import { TEAMS_LIST } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../components/use-list-params';
import { TEAMS_PATH, teamsListQuery } from '../api/teams-api';
import { ListToolbar } from '../components/list-toolbar';
import { teamColumns } from '../components/team-columns';
import { TeamDialog } from '../components/team-dialog';

const DEFAULTS = { page_size: TEAMS_LIST.pageSize, order: TEAMS_LIST.order };

/** /members/companies: teams with status and member count; search and order live in the URL. */
export default function TeamsListPage() {
  const { params, query, setParams } = useListParams(DEFAULTS);
  const list = useQuery(teamsListQuery(query));
  const [adding, setAdding] = useState(false);
  const data = list.data;
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
        rows={data?.teams ?? []}
        total={data?.num_results ?? 0}
        page={params.page_number}
        pageSize={data?.page_size ?? params.page_size}
        order={params.order}
        onChange={(change) => setParams({ ...change })}
        rowHref={(t) => `/members/companies/${t.slug}`}
        loading={list.isFetching}
        csv={{ endpoint: TEAMS_PATH, query, filename: 'teams.csv' }}
      />
      <TeamDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
