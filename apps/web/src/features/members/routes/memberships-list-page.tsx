import { membershipsApi, MEMBERSHIP_LIST_STATUSES, MEMBERSHIP_STATUS_LABELS, MEMBERSHIPS_LIST } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { MemberPicker } from '../../../components/member-picker';
import { SearchBox } from '../../../components/search-box';
import { TeamPicker } from '../../../components/team-picker';
import { usePagedList } from '../../../components/use-paged-list';
import { membershipPlansQuery, membershipsListQuery } from '../api/memberships-api';
import { fullName } from '../components/labels';
import { membershipColumns } from '../components/membership-columns';

/**
 * /members/memberships and /members/memberships/member/{slug} (the same list for one member). Filters: search,
 * team, plan, member, status (active by default); the page size comes from the server. The filters fit one row at
 * 1440 px (issue 10 item 12).
 */
export default function MembershipsListPage() {
  const { memberSlug = '' } = useParams();
  const navigate = useNavigate();
  const { params, setParams, tableProps } = usePagedList({
    listName: 'memberships',
    defaults: {
      page_size: MEMBERSHIPS_LIST.pageSize,
      order: MEMBERSHIPS_LIST.order,
      status: 'active',
      team: '',
      plan_membership: '',
      member: memberSlug,
    },
    queryOptions: membershipsListQuery,
    csv: { endpoint: membershipsApi.list, filename: 'memberships.csv' },
  });
  const plans = useQuery(membershipPlansQuery());
  const rows = tableProps.rows;
  const memberName = memberSlug ? fullName(rows.find((m) => m.member?.slug === memberSlug)?.member?.user) || memberSlug : '';
  const add = (text: string) => (
    <Button variant="contained" component={RouterLink} to="/members/memberships/add">
      {text}
    </Button>
  );

  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search membership" />
            <TeamPicker size="small" minWidth={170} value={String(params.team)} onChange={(t) => setParams({ team: t?.slug ?? '' })} />
            <TextField
              select
              size="small"
              label="Plan"
              value={params.plan_membership}
              onChange={(e) => setParams({ plan_membership: e.target.value })}
              sx={{ minWidth: 130 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">All</MenuItem>
              {(plans.data ?? []).map((p) => (
                <MenuItem key={p.slug} value={p.slug}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
            {memberSlug ? (
              <Chip label={`Member: ${memberName}`} onDelete={() => navigate('/members/memberships')} />
            ) : (
              <MemberPicker size="small" minWidth={170} value={String(params.member)} onChange={(m) => setParams({ member: m?.slug ?? '' })} />
            )}
            <TextField
              select
              size="small"
              label="Status"
              value={params.status}
              onChange={(e) => setParams({ status: e.target.value })}
              sx={{ minWidth: 110 }}
            >
              {MEMBERSHIP_LIST_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {MEMBERSHIP_STATUS_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        action={add('Add membership')}
      />
      <DataTable
        label="Memberships"
        columns={membershipColumns}
        rowHref={(m) => `/members/memberships/${m.slug}`}
        empty={{ title: 'No memberships yet', action: add('Add your first membership') }}
        {...tableProps}
      />
    </>
  );
}
