import { ACCOUNT_MESSAGES, canActivateOffice, officeUpdate, type OfficeItem, type OfficeUpdate } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { officeDetailQuery, useUpdateOffice } from '../api/account-api';
import { ServerError } from '../../../components/server-error';
import {
  OfficeFieldGroups,
  OfficeIdentitySection,
  OfficeVisibilitySection,
  officeValues,
  type OfficeValues,
} from '../components/office-form-sections';

function OfficeForm({ office }: { office: OfficeItem }) {
  const navigate = useNavigate();
  const update = useUpdateOffice();
  const { control, handleSubmit, setError, formState } = useForm<OfficeValues>({
    defaultValues: officeValues(office),
    resolver: zodResolver(officeUpdate) as unknown as Resolver<OfficeValues>,
  });
  const [longitude, latitude, address] = useWatch({ control, name: ['longitude', 'latitude', 'address'] });
  const locatable = canActivateOffice({ longitude, latitude, address });
  const submit = handleSubmit(async (values) => {
    const body = values as unknown as OfficeUpdate;
    try {
      await update.mutateAsync({ slug: office.slug, body });
      notifySuccess(ACCOUNT_MESSAGES.officeUpdated);
      navigate('/users/company');
    } catch (err) {
      if (!applyServerErrors(err, setError, Object.keys(values)))
        setError('root.server', { type: 'server', message: err instanceof ApiError || err instanceof Error ? err.message : 'Error' });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Office">
      <Stack spacing={2}>
        <OfficeIdentitySection control={control} office={office} />
        <OfficeFieldGroups control={control} />
        <OfficeVisibilitySection control={control} locatable={locatable} />
      </Stack>
      <ServerError errors={formState.errors} sx={{ mt: 2 }} />
      <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}

/** /users/company/{slug}: every office field; the status control waits for address and coordinates. */
export default function OfficePage() {
  const { slug = '' } = useParams();
  const office = useQuery(officeDetailQuery(slug));
  if (!office.data) return office.isError ? <Alert severity="error">Office not found</Alert> : <PageLoader />;
  return (
    <>
      <Typography variant="h5" gutterBottom>
        {office.data.name}
      </Typography>
      <OfficeForm key={office.data.slug} office={office.data} />
    </>
  );
}
