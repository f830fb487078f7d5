import { MEMBER_MESSAGES } from '@clubspace/contract';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { fullName } from '../components/labels';
import { MemberFields } from '../components/member-fields';
import { useSuccessModal } from '../../../components/success-modal';
import { useMemberForm } from '../components/use-member-form';
import { ServerError } from '../../../components/server-error';
import { FormActions } from '../../../components/form-actions';

/** /members/add: the longer add-member form, with the billing address; the office defaults to the active one. */
export default function MemberAddPage() {
  const navigate = useNavigate();
  const session = useSession();
  const offices = session.data?.offices ?? [];
  const success = useSuccessModal();
  const { form, submit, taken } = useMemberForm({
    officeSlug: session.data?.active_office?.slug ?? offices[0]?.slug ?? '',
    withBilling: true,
    onSaved: (m) =>
      success.show({ title: MEMBER_MESSAGES.memberCreated, message: `${fullName(m.user)} · ${m.user.email}` }, () => navigate(`/members/${m.slug}`)),
  });
  const { formState } = form;

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Add member
      </Typography>
      <form onSubmit={submit} noValidate aria-label="Add member">
        <Stack spacing={2}>
          <MemberFields control={form.control} editing={false} offices={offices} page />
          <ServerError errors={formState.errors} />
          <FormActions onCancel={() => navigate('/members')} submitting={formState.isSubmitting || taken || Boolean(success.texts)} />
        </Stack>
      </form>
      {success.modal}
    </Paper>
  );
}
