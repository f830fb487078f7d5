import { SPACE_DELAYS, SPACE_MESSAGES } from '@clubspace/contract';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { ServerError } from '../../../components/server-error';
import { useSuccessModal } from '../../../components/success-modal';
import { useSession } from '../../../lib/session';
import { ResourceFields } from '../components/resource-fields';
import { useResourceForm } from '../components/use-resource-form';
import { FormActions } from '../../../components/form-actions';

/** /space/add: every resource field; after creating, a confirmation and /space one second later. */
export default function ResourceAddPage() {
  const navigate = useNavigate();
  const session = useSession();
  const success = useSuccessModal(SPACE_DELAYS.resourceSaved);
  const { form, submit } = useResourceForm({
    office: session.data?.active_office?.slug ?? '',
    onSaved: (r) => success.show({ title: SPACE_MESSAGES.resourceCreated, message: r.name }, () => navigate('/space')),
  });
  const { formState } = form;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Add resource
      </Typography>
      <form onSubmit={submit} noValidate aria-label="Add resource">
        <Stack spacing={2}>
          <ResourceFields form={form} />
          <ServerError errors={formState.errors} />
          <FormActions onCancel={() => navigate('/space')} submitting={formState.isSubmitting || Boolean(success.texts)} />
        </Stack>
      </form>
      {success.modal}
    </Paper>
  );
}
