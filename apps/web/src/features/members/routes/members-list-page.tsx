import { MEMBER_ROLE_LABELS, MEMBER_ROLES, MEMBERS_LIST, PRESENCE_LABELS, PRESENCES } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../components/use-list-params';
import { MEMBER_LIST_PATH, membersListQuery } from '../api/members-api';
import { ListToolbar } from '../components/list-toolbar';
import { memberColumns } from '../components/member-columns';
import { MemberDialog } from '../components/member-dialog';
import { TeamPicker } from '../components/team-picker';

const DEFAULTS = { page_size: MEMBERS_LIST.pageSize, order: MEMBERS_LIST.order, team: '', presence: '', role: '' };

/** /members: search, team, presence and role filters in the URL; rows open the profile. */
export default function MembersListPage() {
  const { params, query, setParams } = useListParams(DEFAULTS);
  const list = useQuery(membersListQuery(query));
  const [adding, setAdding] = useState(false);
  const data = list.data;

  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search member or team" />
            <TeamPicker size="small" minWidth={220} value={String(params.team)} onChange={(t) => setParams({ team: t?.slug ?? '' })} />
            <TextField select size="small" label="Presence" value={params.presence} onChange={(e) => setParams({ presence: e.target.value })} sx={{ minWidth: 150 }}>
              <MenuItem value="">None</MenuItem>
              {PRESENCES.map((p) => (
                <MenuItem key={p} value={p}>
                  {PRESENCE_LABELS[p]}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label="Role" value={params.role} onChange={(e) => setParams({ role: e.target.value })} sx={{ minWidth: 150 }}>
              <MenuItem value="">None</MenuItem>
              {MEMBER_ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {MEMBER_ROLE_LABELS[r]}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        action={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Link component={RouterLink} to="/members/add" variant="body2">
              Full form
            </Link>
            <Button variant="contained" onClick={() => setAdding(true)}>
              Add member
            </Button>
          </Stack>
        }
      />
      <DataTable
        label="Members"
        columns={memberColumns}
        rows={data?.members ?? []}
        total={data?.num_results ?? 0}
        page={params.page_number}
        pageSize={data?.page_size ?? params.page_size}
        order={params.order}
        onChange={(change) => setParams({ ...change })}
        rowHref={(m) => `/members/${m.slug}`}
        loading={list.isFetching}
        csv={{ endpoint: MEMBER_LIST_PATH, query, filename: 'members.csv' }}
      />
      <MemberDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
