import { OFFICE_STATUS_LABELS, OFFICE_STATUSES, OFFICE_VISIBILITIES, OFFICE_VISIBILITY_LABELS, type OfficeItem } from '@clubspace/contract';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { Controller, type Control } from 'react-hook-form';
import { DetailField } from '../../../components/detail-field';
import { FormTextField } from '../../../components/form-text-field';
import { ImageUpload } from '../../../components/image-upload';
import { SectionCard } from '../../../components/section-card';

type FieldSpec = readonly [name: string, label: string, width?: 'full' | 'half' | 'third'];

/**
 * The office's editable fields in the groups a person scans for (issue 10 item 14): who it is, how to reach it,
 * where it is, how it invoices, and who may see and use it.
 */
const GROUPS: { title: string; fields: readonly FieldSpec[] }[] = [
  {
    title: 'Contact',
    fields: [
      ['email', 'Contact mail'],
      ['phone', 'Phone'],
      ['website', 'Website'],
    ],
  },
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

export type OfficeValues = Record<string, string>;
type OfficeControl = Control<OfficeValues>;

/** The form's values of a stored office: every field as text. */
export function officeValues(o: OfficeItem): OfficeValues {
  const v: OfficeValues = { name: o.name, description: o.description ?? '', status: o.status, visibility: o.visibility };
  for (const key of TEXT_FIELDS) v[key] = String(o[key as keyof OfficeItem] ?? '');
  v.place_main_img = o.place_main_img ?? '';
  return v;
}

/** One text or number field in its grid cell. */
function OfficeField({ control, spec: [key, label, width = 'third'] }: { control: OfficeControl; spec: FieldSpec }) {
  return (
    <Grid size={SIZES[width]}>
      <FormTextField control={control} name={key} label={label} type={NUMBER_FIELDS.includes(key) ? 'number' : 'text'} />
    </Grid>
  );
}

/** Name, the platform's domain and short code (read-only), description, main image and list order. */
export function OfficeIdentitySection({ control, office }: { control: OfficeControl; office: OfficeItem }) {
  return (
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
              <ImageUpload
                label="Main image"
                kind="office"
                value={f.value || null}
                onChange={(url) => f.onChange(url ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <OfficeField control={control} spec={['list_order', 'List order', 'third']} />
      </Grid>
    </SectionCard>
  );
}

/** Contact, address and map, invoicing: one card per group of plain fields. */
export function OfficeFieldGroups({ control }: { control: OfficeControl }) {
  return GROUPS.map((group) => (
    <SectionCard key={group.title} title={group.title}>
      <Grid container spacing={2}>
        {group.fields.map((spec) => (
          <OfficeField key={spec[0]} control={control} spec={spec} />
        ))}
      </Grid>
    </SectionCard>
  ));
}

/** Visibility, status (only once the office can be located), capacity and free visits. */
export function OfficeVisibilitySection({ control, locatable }: { control: OfficeControl; locatable: boolean }) {
  return (
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
        <OfficeField control={control} spec={['max_occupancy', 'Capacity', 'third']} />
        <OfficeField control={control} spec={['max_free_visits', 'Max free visits', 'third']} />
      </Grid>
    </SectionCard>
  );
}
