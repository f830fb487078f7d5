import { MEMBER_ROLE_LABELS, MEMBER_ROLES, PRESENCE_LABELS, PRESENCES } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { SelectFilter } from '../../../components/select-filter';
import { usePagedList } from '../../../components/use-paged-list';
import { membersApi } from '@clubspace/contract';
import { MEMBERS_LIST_SOURCE } from '../api/members-api';
import { ListToolbar } from '../../../components/list-toolbar';
import { memberColumns } from '../components/member-columns';
import { MemberDialog } from '../components/member-dialog';
import { TeamPicker } from '../../../components/team-picker';
import { usePortalInvite } from '../api/portal-access-api';
import { fullName } from '../components/labels';
import { PortalInviteResultDialog, type PortalInviteSummary } from '../components/portal-invite-result-dialog';
import { useMemberSelection } from '../components/use-member-selection';
import { PortalRequestsCard } from '../components/portal-requests-card';

type MemberRow = { slug: string; user: Parameters<typeof fullName>[0] };

/** Members chosen in the list (kept across pages), invited to the portal together; the server's summary in a dialog. */
function useBulkPortalInvite(rows: readonly MemberRow[]) {
  const chosen = useMemberSelection();
  const invite = usePortalInvite();
  const [result, setResult] = useState<{ summary: PortalInviteSummary; names: ReadonlyMap<string, string> } | null>(null);
  const nameOf = (slug: string) => {
    const row = rows.find((m) => m.slug === slug);
    return row ? fullName(row.user) : slug;
  };
  const inviteChosen = () =>
    invite.mutate(chosen.ids, {
      onSuccess: (r) => {
        setResult({ summary: r, names: chosen.chosen });
        chosen.clear();
      },
    });
  return {
    selection: {
      selected: chosen.selected,
      onChange: (ids: string[], on: boolean) =>
        chosen.toggle(
          ids.map((id) => ({ id, name: nameOf(id) })),
          on,
        ),
      rowLabel: (m: MemberRow) => `Select ${fullName(m.user)}`,
    },
    button: chosen.ids.length > 0 && (
      <Button variant="outlined" onClick={inviteChosen} disabled={invite.isPending}>
        Invite to portal ({chosen.ids.length})
      </Button>
    ),
    dialog: <PortalInviteResultDialog result={result?.summary ?? null} names={result?.names ?? new Map()} onClose={() => setResult(null)} />,
  };
}

/** /members: search, team, presence and role filters in the URL; rows open the profile. */
export default function MembersListPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'members',
    ...MEMBERS_LIST_SOURCE,
    csv: { endpoint: membersApi.list, filename: 'members.csv' },
  });
  const [adding, setAdding] = useState(false);
  const bulk = useBulkPortalInvite(tableProps.rows);

  return (
    <>
      <PortalRequestsCard spaced />
      <ListToolbar
        filters={
          <>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search member or team" />
            <TeamPicker size="small" minWidth={220} value={String(params.team)} onChange={(t) => setParams({ team: t?.slug ?? '' })} />
            <SelectFilter
              label="Presence"
              value={String(params.presence)}
              options={PRESENCES}
              labels={PRESENCE_LABELS}
              onChange={(presence) => setParams({ presence })}
            />
            <SelectFilter
              label="Role"
              value={String(params.role)}
              options={MEMBER_ROLES}
              labels={MEMBER_ROLE_LABELS}
              onChange={(role) => setParams({ role })}
            />
          </>
        }
        action={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {bulk.button}
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
        rowHref={(m) => `/members/${m.slug}`}
        selection={bulk.selection}
        empty={{
          title: 'No members yet',
          action: (
            <Button variant="contained" onClick={() => setAdding(true)}>
              Add your first member
            </Button>
          ),
        }}
        {...tableProps}
      />
      <MemberDialog open={adding} onClose={() => setAdding(false)} />
      {bulk.dialog}
    </>
  );
}
