import { ACCOUNT_MESSAGES, CONFIRM, type StaffItem } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { useCanOpen } from '../../../components/use-can-open';
import { notifySuccess } from '../../../lib/notify';
import { useStaffProfile } from '../../../lib/session';
import { useRemoveStaff } from '../api/account-api';

/** Why the server would refuse (staff.service removeStaff): said next to a disabled button rather than after a click. */
function refusalFor(staff: StaffItem, me: { slug: string | null; role: string | null } | undefined): string | null {
  if (!me) return null;
  if (me.slug === staff.slug) return ACCOUNT_MESSAGES.selfRemove;
  if (staff.role === 'club_owner' && me.role !== 'club_owner') return ACCOUNT_MESSAGES.ownerRemoveOnly;
  return null;
}

/**
 * The red Remove of a staff page: asks first, naming the person; then the job goes and their sessions end. Hidden
 * without the Account section; disabled, with the reason in words, where the server would refuse; any refusal the
 * server still gives is shown under it.
 */
export function RemoveStaffAction({ staff, onRemoved }: { staff: StaffItem; onRemoved: () => void }) {
  const canManage = useCanOpen('/users/staff');
  const me = useStaffProfile().data;
  const remove = useRemoveStaff();
  const confirm = useConfirm();
  const [refused, setRefused] = useState<string | null>(null);
  if (!canManage) return null;
  const name = `${staff.user.first_name} ${staff.user.last_name}`.trim();
  const reason = refusalFor(staff, me);
  const ask = () =>
    confirm.ask(CONFIRM.removeStaff(name), async () => {
      setRefused(null);
      try {
        await remove.mutateAsync(staff.slug);
        notifySuccess(`${ACCOUNT_MESSAGES.staffRemoved}: ${name}`);
        onRemoved();
      } catch (err) {
        setRefused(err instanceof Error ? err.message : String(err));
      }
    });
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Button variant="outlined" color="error" onClick={ask} disabled={Boolean(reason) || remove.isPending}>
        Remove
      </Button>
      {reason && (
        <Typography variant="caption" color="text.secondary">
          {reason}
        </Typography>
      )}
      {refused && <Alert severity="error">{refused}</Alert>}
      {confirm.dialog}
    </Stack>
  );
}
