import { ACCOUNT_MESSAGES, OFFICE_STATUSES, OFFICE_VISIBILITIES, canActivateOffice, officeUpdate, type OfficeItem, type OfficeUpdate } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { ImageUpload } from '../../../components/image-upload';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { officeDetailQuery, useUpdateOffice } from '../api/account-api';
import { ServerError } from '../../../components/server-error';

const TEXT_FIELDS = [
  ['email', 'Contact mail'],
  ['phone', 'Phone'],
  ['website', 'Website'],
  ['invoice_prefix', 'Invoice prefix'],
  ['list_order', 'List order'],
  ['address', 'Address'],
  ['town', 'Town'],
  ['street', 'Street'],
  ['street_number', 'Street number'],
  ['postal', 'Postal'],
  ['floor_number', 'Floor number'],
  ['door_name', 'Door name'],
  ['google_place', 'Google place'],
  ['google_place_url', 'Google url'],
  ['longitude', 'Longitude'],
  ['latitude', 'Latitude'],
  ['max_occupancy', 'Capacity'],
  ['max_free_visits', 'Max free visits'],
] as const;

type OfficeValues = Record<string, string>;

function defaults(o: OfficeItem): OfficeValues {
  const v: OfficeValues = { name: o.name, description: o.description ?? '', status: o.status, visibility: o.visibility };
  for (const [key] of TEXT_FIELDS) v[key] = String(o[key] ?? '');
  v.place_main_img = o.place_main_img ?? '';
  return v;
}

function OfficeForm({ office }: { office: OfficeItem }) {
  const navigate = useNavigate();
  const update = useUpdateOffice();
  const { control, handleSubmit, setError, formState } = useForm<OfficeValues>({
    defaultValues: defaults(office),
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
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="name" label="Name" required />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <TextField label="Domain" value={office.domain ?? ''} fullWidth slotProps={{ input: { readOnly: true } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <TextField label="Short code" value={office.short_code ?? ''} fullWidth slotProps={{ input: { readOnly: true } }} />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
        </Grid>
        <Grid size={12}>
          {/* The seeds' office upload never triggered: the image goes through POST /api/uploads/ and the URL is saved. */}
          <Controller
            control={control}
            name="place_main_img"
            render={({ field, fieldState }) => (
              <ImageUpload label="Main image" kind="office" value={field.value || null} onChange={(url) => field.onChange(url ?? '')} error={fieldState.error?.message} />
            )}
          />
        </Grid>
        {TEXT_FIELDS.map(([key, label]) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField
              control={control}
              name={key}
              label={label}
              type={['list_order', 'max_occupancy', 'max_free_visits'].includes(key) ? 'number' : 'text'}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField control={control} name="visibility" label="Visibility" select>
            {OFFICE_VISIBILITIES.map((v) => (
              <MenuItem key={v} value={v}>
                {v}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField
            control={control}
            name="status"
            label="Status"
            select
            disabled={!locatable}
            helperText={locatable ? undefined : 'Set address, longitude and latitude first'}
          >
            {OFFICE_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
      </Grid>
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
