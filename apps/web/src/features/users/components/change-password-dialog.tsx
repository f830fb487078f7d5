import { passwordChangeForm, type PasswordChangeForm } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/account-api';

const EMPTY: PasswordChangeForm = { current_password: '', new_password: '', confirm_password: '' };

/**
 * Change password: current, new, and the new one again. The contract's rule shows under each field as it is typed
 * wrong; a wrong current password comes back from the server under its field. On success the server's answer says
 * that the other sessions were logged out, and this tab goes on with the fresh tokens (useChangePassword).
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useChangePassword();
  return (
    <FormDialog<PasswordChangeForm>
      open={open}
      title="Change password"
      submitLabel="Change password"
      defaultValues={EMPTY}
      resolver={zodResolver(passwordChangeForm)}
      onSubmit={async ({ current_password, new_password }) => {
        const answer = await change.mutateAsync({ current_password, new_password });
        notifySuccess(answer.detail);
      }}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <FormTextField
            control={control}
            name="current_password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
          />
          <FormTextField control={control} name="new_password" label="New password" type="password" autoComplete="new-password" required />
          <FormTextField
            control={control}
            name="confirm_password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
          />
        </>
      )}
    </FormDialog>
  );
}
