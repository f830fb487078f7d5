import { ACCOUNT_MESSAGES, OFFICE_STATUS_LABELS, OFFICE_STATUSES, OFFICE_VISIBILITIES, OFFICE_VISIBILITY_LABELS, canActivateOffice, officeUpdate, type OfficeItem, type OfficeUpdate } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { DetailField } from '../../../components/detail-field';
import { FormTextField } from '../../../components/form-text-field';
import { ImageUpload } from '../../../components/image-upload';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { officeDetailQuery, useUpdateOffice } from '../api/account-api';
import { SectionCard } from '../../../components/section-card';
import { ServerError } from '../../../components/server-error';

type FieldSpec = readonly [name: string, label: string, width?: 'full' | 'half' | 'third'];

/**
 * The office's editable fields in the groups a person scans for (issue 10 item 14): who it is, how to reach it,
 * where it is, how it invoices, and who may see and use it.
 */
const GROUPS: { title: string; fields: readonly FieldSpec[] }[] = [
  { title: 'Contact', fields: [['email', 'Contact mail'], ['phone', 'Phone'], ['website', 'Website']] },
  {
    title: 'Address and map',
    fields: [
      ['address', 'Address', 'full'],
      ['street', 'Street'],
      ['street_number', 'Street number'],
      ['floor_number', 'Floor number'],
      ['door_name', 'Door name'],
      ['town', 'Town'],
      ['postal', 'Postal'],
      ['google_place', 'Google place'],
      ['google_place_url', 'Google url', 'half'],
      ['longitude', 'Longitude'],
      ['latitude', 'Latitude'],
    ],
  },
  { title: 'Invoicing', fields: [['invoice_prefix', 'Invoice prefix']] },
];
const NUMBER_FIELDS = ['list_order', 'max_occupancy', 'max_free_visits'];
const TEXT_FIELDS = [...GROUPS.flatMap((g) => g.fields.map(([key]) => key)), ...NUMBER_FIELDS];
const SIZES = { full: { xs: 12 }, half: { xs: 12, md: 8 }, third: { xs: 12, sm: 6, md: 4 } } as const;

type OfficeValues = Record<string, string>;

function defaults(o: OfficeItem): OfficeValues {
  const v: OfficeValues = { name: o.name, description: o.description ?? '', status: o.status, visibility: o.visibility };
  for (const key of TEXT_FIELDS) v[key] = String(o[key as keyof OfficeItem] ?? '');
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
  const field = ([key, label, width = 'third']: FieldSpec) => (
    <Grid key={key} size={SIZES[width]}>
      <FormTextField control={control} name={key} label={label} type={NUMBER_FIELDS.includes(key) ? 'number' : 'text'} />
    </Grid>
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Office">
      <Stack spacing={2}>
        <SectionCard title="Identity">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField control={control} name="name" label="Name" required />
            </Grid>
            {/* Set by the platform, not editable: shown as text, not as fields that look editable. */}
            <Grid size={{ xs: 6, md: 3 }}>
              <DetailField label="Domain">{office.domain}</DetailField>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <DetailField label="Short code">{office.short_code}</DetailField>
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              {/* The seeds' office upload never triggered: the image goes through POST /api/uploads/ and the URL is saved. */}
              <Controller
                control={control}
                name="place_main_img"
                render={({ field: f, fieldState }) => (
                  <ImageUpload label="Main image" kind="office" value={f.value || null} onChange={(url) => f.onChange(url ?? '')} error={fieldState.error?.message} />
                )}
              />
            </Grid>
            {field(['list_order', 'List order', 'third'])}
          </Grid>
        </SectionCard>
        {GROUPS.map((group) => (
          <SectionCard key={group.title} title={group.title}>
            <Grid container spacing={2}>
              {group.fields.map(field)}
            </Grid>
          </SectionCard>
        ))}
        <SectionCard title="Visibility and status">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField control={control} name="visibility" label="Visibility" select>
                {OFFICE_VISIBILITIES.map((v) => (
                  <MenuItem key={v} value={v}>
                    {OFFICE_VISIBILITY_LABELS[v]}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="status"
                label="Status"
                select
                disabled={!locatable}
                helperText={locatable ? undefined : 'Set address, longitude and latitude first'}
              >
                {OFFICE_STATUSES.map((st) => (
                  <MenuItem key={st} value={st}>
                    {OFFICE_STATUS_LABELS[st]}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            {field(['max_occupancy', 'Capacity', 'third'])}
            {field(['max_free_visits', 'Max free visits', 'third'])}
          </Grid>
        </SectionCard>
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
