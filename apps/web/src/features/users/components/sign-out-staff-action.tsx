import { SESSIONS_MESSAGES, signOutStaffConfirm, type StaffItem } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useConfirm } from '../../../components/confirm-dialog';
import { useStaffProfile } from '../../../lib/session';
import { useSignOutStaff } from '../api/sessions-api';

/**
 * The owner's "Sign out everywhere" on a staff member's page (issue 30): asks first, then every back-office session of
 * that person ends (they can log in again). Shown to owners only, and not on their own page.
 */
export function SignOutStaffAction({ staff }: { staff: StaffItem }) {
  const me = useStaffProfile().data;
  const signOut = useSignOutStaff();
  const confirm = useConfirm();
  if (!me || me.role !== 'club_owner' || me.slug === staff.slug) return null;
  const name = `${staff.user.first_name} ${staff.user.last_name}`.trim();
  const ask = () => confirm.ask(signOutStaffConfirm(name), () => signOut.mutateAsync(staff.slug).catch(() => undefined));
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Button variant="outlined" onClick={ask} disabled={signOut.isPending}>
        Sign out everywhere
      </Button>
      {signOut.isSuccess && <Alert severity="success">{SESSIONS_MESSAGES.staffEnded}</Alert>}
      {signOut.error && <Alert severity="error">{signOut.error.message}</Alert>}
      {confirm.dialog}
    </Stack>
  );
}
