import { CONFIRM, PORTAL_MESSAGES } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { usePortalTeam, useRemoveColleague } from '../api/portal-account-queries';
import { usePortalMe, useWorkspace } from '../api/portal-queries';
import { formProblem } from '../components/portal-form';
import { PortalInviteForm } from '../components/portal-invite-form';
import { PortalTeamList } from '../components/portal-team-list';

/** Team (team admins): the team's members with their portal status, invite a colleague, remove one (after a confirm). */
export default function PortalTeamPage() {
  const ws = useWorkspace();
  const me = usePortalMe(ws);
  const admin = me.data?.member.is_team_admin ?? false;
  const team = usePortalTeam(ws, admin);
  const remove = useRemoveColleague(ws);
  // Who the confirm names stays set while the dialog closes, so its title does not flash empty.
  const [asked, setAsked] = useState<{ slug: string; name: string } | null>(null);
  const [open, setOpen] = useState(false);
  if (!me.data) return <CircularProgress aria-label="Loading" />;
  if (!admin)
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Team
        </Typography>
        <Alert severity="info">{me.data.member.team ? PORTAL_MESSAGES.teamAdminOnly : PORTAL_MESSAGES.noTeam}</Alert>
      </Stack>
    );
  const confirm = () => asked && remove.mutate(asked.slug, { onSettled: () => setOpen(false) });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {team.data ? `Team ${team.data.team.name}` : 'Team'}
      </Typography>
      {remove.data ? (
        <Alert severity="success" role="status">
          {remove.data.detail}
        </Alert>
      ) : null}
      {remove.error ? (
        <Alert severity="error" role="alert">
          {formProblem(remove.error).message ?? Object.values(formProblem(remove.error).fields)[0]}
        </Alert>
      ) : null}
      {team.data ? (
        <PortalTeamList
          members={team.data.members}
          me={me.data.member.slug}
          busy={remove.isPending}
          onRemove={(m) => (remove.reset(), setAsked(m), setOpen(true))}
        />
      ) : (
        <CircularProgress aria-label="Loading" />
      )}
      <PortalInviteForm ws={ws} allowed={me.data.settings.invite_members} />
      <ConfirmDialog
        open={open}
        text={CONFIRM.removeColleague(asked?.name ?? '')}
        busy={remove.isPending}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
