import { CONFIRM, formatDate, MEMBER_MESSAGES, SESSION_MESSAGES, type MemberItem } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useResendInvitation, useResetPassword } from '../api/members-api';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { fullName, presenceLabel, roleLabel } from './labels';
import { DetailField } from '../../../components/detail-field';
import { TruncatedText } from '../../../components/truncated-text';
import { OnHoldBadge } from './on-hold-badge';
import { MemberDataActions } from './member-data-actions';

/** Green when the member is active, red otherwise; the label says it for screen readers. */
export function StatusDot({ active }: { active: boolean }) {
  const label = active ? 'Active' : 'Inactive';
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: active ? 'success.main' : 'error.main' }}
    />
  );
}

/** Avatar, identity and the profile's actions: Edit, Reset password, Resend invitation (not yet validated only). */
export function MemberHeader({ member, onEdit }: { member: MemberItem; onEdit: () => void }) {
  const reset = useResetPassword();
  const invite = useResendInvitation();
  const confirm = useConfirm();
  const name = fullName(member.user);
  const email = member.user.email;

  // Both send an e-mail that cannot be taken back, so they ask first; the server also lets one reset e-mail out per
  // member every few minutes and says so (429) — that message is shown as it is.
  const resetPassword = () =>
    confirm.ask(CONFIRM.resetPassword(name, email), () =>
      reset.mutateAsync(email).then(
        () => notifySuccess(SESSION_MESSAGES.resetSent),
        (err: unknown) => notifyError(err instanceof ApiError && err.status === 429 ? err.message : SESSION_MESSAGES.resetError),
      ),
    );
  const resendInvitation = () =>
    confirm.ask(CONFIRM.resendInvitation(name, email), () =>
      invite.mutateAsync(member.slug).then(
        () => notifySuccess(MEMBER_MESSAGES.invitationResent),
        () => notifyError(MEMBER_MESSAGES.invitationNotResent),
      ),
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <InitialsAvatar name={name} src={member.user.avatar ?? member.image} />
        <Box sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h2">
              {name}
            </Typography>
            <StatusDot active={member.status === 'active'} />
            <OnHoldBadge team={member.team?.slug} />
          </Stack>
          <Box sx={{ display: 'grid', gap: 1.5, mt: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
            <DetailField label="Email">
              {/* A long address is cut to its column, whole in the tooltip (issue 10 item 12). */}
              <TruncatedText text={member.user.email} maxWidth="100%" />
            </DetailField>
            <DetailField label="Phone">{member.user.phone}</DetailField>
            <DetailField label="Team">{member.team?.name}</DetailField>
            <DetailField label="Job title">{member.job_title}</DetailField>
            <DetailField label="Role">{roleLabel(member.role)}</DetailField>
            <DetailField label="Presence">{presenceLabel(member.presence)}</DetailField>
            <DetailField label="Last access">{formatDate(member.user.last_login)}</DetailField>
            <DetailField label="Club">{member.office?.name}</DetailField>
          </Box>
        </Box>
        <Stack spacing={1} sx={{ minWidth: 190 }}>
          <Button variant="contained" onClick={onEdit}>
            Edit
          </Button>
          <Button variant="outlined" onClick={resetPassword} disabled={reset.isPending}>
            Reset password
          </Button>
          {!member.user.validated && (
            <Button variant="outlined" onClick={resendInvitation} disabled={invite.isPending}>
              Resend invitation
            </Button>
          )}
          <MemberDataActions member={member} />
        </Stack>
      </Stack>
      {confirm.dialog}
    </Paper>
  );
}
