import { MEMBER_DELAYS, MEMBER_MESSAGES } from '@clubspace/contract';
import Backdrop from '@mui/material/Backdrop';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MembershipFields } from '../components/membership-fields';
import { useMembershipForm } from '../components/use-membership-form';
import { ServerError } from '../../../components/server-error';
import { FormActions } from '../../../components/form-actions';

/** /members/memberships/add (?team= / ?member= prefill): on success an overlay, then the list after 2 s. */
export default function MembershipAddPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [created, setCreated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { form, submit, plans } = useMembershipForm({
    prefill: { team: search.get('team') ?? undefined, member: search.get('member') ?? undefined },
    onCreated: () => {
      setCreated(true);
      timer.current = setTimeout(() => navigate('/members/memberships'), MEMBER_DELAYS.membershipRedirect);
    },
  });
  const { formState } = form;

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Add membership
      </Typography>
      <form onSubmit={submit} noValidate aria-label="Add membership">
        <Stack spacing={2}>
          <MembershipFields form={form} plans={plans} />
          <ServerError errors={formState.errors} />
          <FormActions onCancel={() => navigate(-1)} submitting={formState.isSubmitting || created} />
        </Stack>
      </form>
      <Backdrop open={created} sx={{ zIndex: (t) => t.zIndex.modal + 1, color: '#fff' }}>
        <Typography variant="h5" role="status">
          {MEMBER_MESSAGES.membershipCreatedRedirect}
        </Typography>
      </Backdrop>
    </Paper>
  );
}
