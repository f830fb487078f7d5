import { formatDate, MEMBER_DELAYS, MEMBER_MESSAGES } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { MembershipFields } from './membership-fields';
import { useSuccessModal } from '../../../components/success-modal';
import { useMembershipForm } from './use-membership-form';
import { ServerError } from '../../../components/server-error';
import { DialogForm } from '../../../components/form-dialog';

interface MembershipDialogProps {
  open: boolean;
  member: { slug: string; name: string };
  team: { slug: string; name: string } | null;
  /** After the confirmation (`created` true) or on cancel. */
  onClose: (created: boolean) => void;
}

/** 'Add Membership' on the member profile: member and team prefilled; the profile reloads 1 s after success. */
export function MembershipDialog(props: MembershipDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const success = useSuccessModal(MEMBER_DELAYS.membershipReload);
  if (!props.open && !confirming) return null;
  return (
    <>
      {props.open && !confirming && (
        <MembershipDialogForm
          {...props}
          onCreated={(m) => {
            setConfirming(true);
            success.show(
              {
                title: MEMBER_MESSAGES.membershipCreatedTitle,
                message: `${m.plan_membership?.name ?? ''} ${formatDate(m.start)} – ${formatDate(m.end)}`.trim(),
              },
              () => {
                setConfirming(false);
                props.onClose(true);
              },
            );
          }}
        />
      )}
      {success.modal}
    </>
  );
}

function MembershipDialogForm({
  member,
  team,
  onClose,
  onCreated,
}: MembershipDialogProps & { onCreated: Parameters<typeof useMembershipForm>[0]['onCreated'] }) {
  const titleId = useId();
  const { form, submit, plans } = useMembershipForm({ prefill: { member: member.slug, team: team?.slug }, dialog: true, onCreated });
  const { formState } = form;
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogForm onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Add Membership</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <MembershipFields form={form} plans={plans} dialog teamName={team?.name} memberName={member.name} />
            <ServerError errors={formState.errors} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
