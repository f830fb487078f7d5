import { MEMBER_MESSAGES, type MemberItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useSession } from '../../../lib/session';
import { fullName } from './labels';
import { MemberFields } from './member-fields';
import { useSuccessModal } from '../../../components/success-modal';
import { useMemberForm } from './use-member-form';
import { ServerError } from '../../../components/server-error';
import { DialogForm } from '../../../components/form-dialog';

interface MemberDialogProps {
  open: boolean;
  /** Edit this member; without it the dialog adds one. */
  member?: MemberItem;
  /** Called after the confirmation modal (with the saved member), or on cancel (without). */
  onClose: (saved?: MemberItem) => void;
}

/** Add or edit a member; remounts per opening so the form starts from the member (or empty). */
export function MemberDialog(props: MemberDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const success = useSuccessModal();
  if (!props.open && !confirming) return null;
  return (
    <>
      {props.open && !confirming && (
        <MemberDialogForm
          member={props.member}
          onCancel={() => props.onClose()}
          onSaved={(saved) => {
            setConfirming(true);
            success.show(
              {
                title: props.member ? MEMBER_MESSAGES.memberUpdated : MEMBER_MESSAGES.memberCreated,
                message: `${fullName(saved.user)} · ${saved.user.email}`,
              },
              () => {
                setConfirming(false);
                props.onClose(saved);
              },
            );
          }}
        />
      )}
      {success.modal}
    </>
  );
}

function MemberDialogForm({ member, onCancel, onSaved }: { member?: MemberItem; onCancel: () => void; onSaved: (m: MemberItem) => void }) {
  const titleId = useId();
  const session = useSession();
  const offices = session.data?.offices ?? [];
  const officeSlug = session.data?.active_office?.slug ?? offices[0]?.slug ?? '';
  const { form, submit, editing, taken } = useMemberForm({ member, officeSlug, onSaved });
  const { formState } = form;
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogForm onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{editing ? 'Edit member' : 'Add member'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <MemberFields control={form.control} editing={editing} offices={offices} teamName={member?.team?.name} />
            <ServerError errors={formState.errors} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || taken}>
            Save
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
