import { SPACE_DELAYS, SPACE_MESSAGES, type WorkAreaItem } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { ServerError } from '../../../components/server-error';
import { useSuccessModal } from '../../../components/success-modal';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useCreateWorkArea, useUpdateWorkArea, workAreaQuery, type WorkAreaPayload } from '../api/work-areas-api';
import { WorkAreaFields } from '../components/work-area-fields';
import { toWorkAreaPayload, workAreaFormDefaults, workAreaResolver, type WorkAreaFormValues } from '../components/work-area-form';
import { FormActions } from '../../../components/form-actions';
import { useRecordQuery } from '../../../components/query-gate';

function WorkAreaForm({ workArea, office }: { workArea?: WorkAreaItem; office: string }) {
  const navigate = useNavigate();
  // Creating goes to the list after 2 s, updating after 1.5 s (seed 3 §9).
  const success = useSuccessModal(workArea ? SPACE_DELAYS.workAreaUpdated : SPACE_DELAYS.workAreaCreated);
  const form = useForm<WorkAreaFormValues>({ defaultValues: workAreaFormDefaults(workArea, office), resolver: workAreaResolver });
  const create = useCreateWorkArea();
  const update = useUpdateWorkArea();
  const { formState } = form;
  const submit = form.handleSubmit(async (values) => {
    try {
      // Submit runs only once the resolver accepted this payload against the contract's schema.
      const body = toWorkAreaPayload(values) as WorkAreaPayload;
      const saved = workArea ? await update.mutateAsync({ slug: workArea.slug, body }) : await create.mutateAsync(body);
      success.show({ title: workArea ? SPACE_MESSAGES.workAreaUpdated : SPACE_MESSAGES.workAreaCreated, message: saved.name }, () =>
        navigate('/space/work_areas'),
      );
    } catch (err) {
      const placed = applyServerErrors(err, form.setError, Object.keys(values));
      if (!placed) form.setError('root.server', { type: 'server', message: err instanceof ApiError || err instanceof Error ? err.message : 'Error' });
    }
  });
  const title = workArea ? 'Modify Work Area' : 'Add work area';
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack spacing={2}>
          <WorkAreaFields form={form} />
          <ServerError errors={formState.errors} />
          <FormActions
            onCancel={() => navigate(workArea ? `/work_area/${workArea.slug}` : '/space/work_areas')}
            submitting={formState.isSubmitting || Boolean(success.texts)}
          />
        </Stack>
      </form>
      {success.modal}
    </Paper>
  );
}

/** /space/addWorkArea and /space/work_areas/update/{slug}: the same form, empty or loaded for the slug. */
export default function WorkAreaFormPage() {
  const { slug } = useParams();
  const session = useSession();
  const office = session.data?.active_office?.slug ?? '';
  const existing = useRecordQuery({ ...workAreaQuery(slug ?? ''), enabled: Boolean(slug) });
  if (!slug) return <WorkAreaForm office={office} />;
  if (existing.isPending) return <PageLoader />;
  if (!existing.data) return <Alert severity="error">{existing.error?.message ?? 'Work area not found'}</Alert>;
  return <WorkAreaForm key={existing.data.slug} workArea={existing.data} office={office} />;
}
