import { MEMBERSHIP_LIST_STATUSES, MEMBERSHIPS_LIST } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../components/use-list-params';
import { MEMBERSHIPS_LIST_PATH, membershipPlansQuery, membershipsListQuery } from '../api/memberships-api';
import { fullName, humanize } from '../components/labels';
import { ListToolbar } from '../../../components/list-toolbar';
import { MemberPicker } from '../../../components/member-picker';
import { membershipColumns } from '../components/membership-columns';
import { TeamPicker } from '../../../components/team-picker';

/**
 * /members/memberships and /members/memberships/member/{slug} (the same list for one member). Filters: search,
 * team, plan, member, status (active by default); the page size comes from the server.
 */
export default function MembershipsListPage() {
  const { memberSlug = '' } = useParams();
  const navigate = useNavigate();
  const { params, query, setParams } = useListParams({
    page_size: MEMBERSHIPS_LIST.pageSize,
    order: MEMBERSHIPS_LIST.order,
    status: 'active',
    team: '',
    plan_membership: '',
    member: memberSlug,
  });
  const list = useQuery(membershipsListQuery(query));
  const plans = useQuery(membershipPlansQuery());
  const data = list.data;
  const rows = data?.memberships ?? [];
  const memberName = memberSlug ? fullName(rows.find((m) => m.member?.slug === memberSlug)?.member?.user) || memberSlug : '';

  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search membership" />
            <TeamPicker size="small" minWidth={200} value={String(params.team)} onChange={(t) => setParams({ team: t?.slug ?? '' })} />
            <TextField
              select
              size="small"
              label="Plan"
              value={params.plan_membership}
              onChange={(e) => setParams({ plan_membership: e.target.value })}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">All plans</MenuItem>
              {(plans.data ?? []).map((p) => (
                <MenuItem key={p.slug} value={p.slug}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
            {memberSlug ? (
              <Chip label={`Member: ${memberName}`} onDelete={() => navigate('/members/memberships')} />
            ) : (
              <MemberPicker size="small" minWidth={220} value={String(params.member)} onChange={(m) => setParams({ member: m?.slug ?? '' })} />
            )}
            <TextField select size="small" label="Status" value={params.status} onChange={(e) => setParams({ status: e.target.value })} sx={{ minWidth: 140 }}>
              {MEMBERSHIP_LIST_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {humanize(s)}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        action={
          <Button variant="contained" component={RouterLink} to="/members/memberships/add">
            Add membership
          </Button>
        }
      />
      <DataTable
        label="Memberships"
        columns={membershipColumns}
        rows={rows}
        total={data?.num_results ?? 0}
        page={params.page_number}
        pageSize={data?.page_size ?? params.page_size}
        order={params.order}
        onChange={(change) => setParams({ ...change })}
        rowHref={(m) => `/members/memberships/${m.slug}`}
        loading={list.isFetching}
        csv={{ endpoint: MEMBERSHIPS_LIST_PATH, query, filename: 'memberships.csv' }}
      />
    </>
  );
}
