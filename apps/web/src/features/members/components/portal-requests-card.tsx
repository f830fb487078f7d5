import { CONFIRM, formatDateTime, type PortalInviteRequestItem } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { CanOpenLink } from '../../../components/can-open-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { notifySuccess } from '../../../lib/notify';
import { portalRequestsQuery, usePortalRequestAnswer } from '../api/portal-access-api';

const personOf = (r: PortalInviteRequestItem) => `${r.first_name} ${r.last_name}`.trim();

function RequestRow({ request, showTeam }: { request: PortalInviteRequestItem; showTeam: boolean }) {
  const answer = usePortalRequestAnswer();
  const confirm = useConfirm();
  const person = personOf(request);
  const by = request.requested_by ? `asked by ${request.requested_by.name}` : 'asked by a team admin';
  return (
    <ListItem
      divider
      secondaryAction={
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="contained"
            disabled={answer.isPending}
            aria-label={`Approve ${person}`}
            onClick={() => answer.mutate({ id: request.id, answer: 'approve' }, { onSuccess: (r) => notifySuccess(r.detail) })}
          >
            Approve
          </Button>
          <Button
            size="small"
            color="error"
            disabled={answer.isPending}
            aria-label={`Decline ${person}`}
            onClick={() =>
              confirm.ask(CONFIRM.declinePortalRequest(person, request.team.name), () =>
                answer.mutateAsync({ id: request.id, answer: 'decline' }).then((r) => notifySuccess(r.detail)),
              )
            }
          >
            Decline
          </Button>
          {confirm.dialog}
        </Stack>
      }
    >
      <ListItemText
        primary={`${person} · ${request.email}`}
        secondary={
          <>
            {showTeam && (
              <>
                <CanOpenLink to={`/members/companies/${request.team.slug}`}>{request.team.name}</CanOpenLink>
                {' · '}
              </>
            )}
            {by}, {formatDateTime(request.created_at)}
          </>
        }
        sx={{ pr: 22 }}
      />
    </ListItem>
  );
}

/**
 * Team admins' invitations waiting for staff (when the portal settings keep invitations with staff): approving sends the
 * normal invitation, declining invites nobody. Shown only while some wait; `team` narrows it to one team.
 */
export function PortalRequestsCard({ team, spaced = false }: { team?: string; spaced?: boolean }) {
  const query = useQuery(portalRequestsQuery(team));
  const requests = query.data?.requests ?? [];
  if (!requests.length) return null;
  return (
    <Box sx={spaced ? { mb: 2 } : undefined}>
      <SectionCard title="Portal invitation requests">
        <List dense aria-label="Portal invitation requests" disablePadding>
          {requests.map((r) => (
            <RequestRow key={r.id} request={r} showTeam={!team} />
          ))}
        </List>
      </SectionCard>
    </Box>
  );
}
