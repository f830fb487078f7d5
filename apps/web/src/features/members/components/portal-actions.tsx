import { CONFIRM, type PortalAccessItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useConfirm } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePortalInvite, usePortalResend, usePortalRevoke } from '../api/portal-access-api';

/** Which portal actions a member's status offers: invite (not invited, revoked), resend (invited), revoke (invited, active). */
export function portalActionsFor(item: Pick<PortalAccessItem, 'status' | 'member_status'>) {
  const activeMember = item.member_status === 'active';
  return {
    invite: activeMember && (item.status === 'not_invited' || item.status === 'revoked'),
    resend: activeMember && item.status === 'invited',
    revoke: item.status === 'invited' || item.status === 'active',
  };
}

/** Invite to portal, Resend invite, Revoke access (asks first): success toasts say the server's words. */
export function PortalActions({ item, size = 'small' }: { item: PortalAccessItem; size?: 'small' | 'medium' }) {
  const invite = usePortalInvite();
  const resend = usePortalResend();
  const revoke = usePortalRevoke();
  const confirm = useConfirm();
  const can = portalActionsFor(item);
  const busy = invite.isPending || resend.isPending || revoke.isPending;
  const label = item.name || item.email;
  return (
    // Inside a clickable row: clicks here (the confirmation too, a portal child) never open the row.
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap onClick={(e) => e.stopPropagation()}>
      {can.invite && (
        <Button
          size={size}
          variant="contained"
          disabled={busy}
          aria-label={`Invite to portal: ${label}`}
          onClick={() =>
            invite.mutate([item.member], {
              onSuccess: (r) => (r.invited.length ? notifySuccess(r.detail) : notifyError(r.skipped[0]?.reason ?? r.detail)),
            })
          }
        >
          Invite to portal
        </Button>
      )}
      {can.resend && (
        <Button
          size={size}
          variant="outlined"
          disabled={busy}
          aria-label={`Resend invite to ${label}`}
          onClick={() => resend.mutate(item.member, { onSuccess: (r) => notifySuccess(r.detail) })}
        >
          Resend invite
        </Button>
      )}
      {can.revoke && (
        <Button
          size={size}
          variant="outlined"
          color="error"
          disabled={busy}
          aria-label={`Revoke access of ${label}`}
          onClick={() => confirm.ask(CONFIRM.revokePortal(label), () => revoke.mutateAsync(item.member).then((r) => notifySuccess(r.detail)))}
        >
          Revoke access
        </Button>
      )}
      {confirm.dialog}
    </Stack>
  );
}
