import { AREA_TYPES, coerceWholeNonNegative, WORK_AREA_STATUSES } from '@clubspace/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { ImageUpload } from '../../../components/image-upload';
import { floorLookupQuery, officeLookupQuery } from '../api/space-lookups-api';
import { CoercedField } from './coerced-field';
import { FloorMapPreview } from './floor-map-picker';
import { LookupSelect } from './lookup-select';
import { humanize, typeLabel } from './space-labels';
import type { WorkAreaFormValues } from './work-area-form';

const TYPE_OPTIONS = AREA_TYPES.map((t) => ({ value: t, label: typeLabel(t) }));
const STATUS_OPTIONS = WORK_AREA_STATUSES.map((s) => ({ value: s, label: humanize(s) }));
const PRICES = [
  ['item_price_day', 'Item price per day (£)'],
  ['full_price_day', 'Full price per day (£)'],
  ['item_price_month', 'Item price per month (£)'],
  ['full_price_month', 'Full price per month (£)'],
] as const;
const SWITCHES = [
  ['bookable', 'Bookable'],
  ['visible_app', 'Visible in the app'],
  ['visible_web', 'Visible on the web'],
  ['visible_space', 'Visible in space'],
] as const;

/** Every work-area field (seed 3 §2.1): picture, floor map, name, office and floor, type, status, size, order, prices, switches. */
export function WorkAreaFields({ form }: { form: UseFormReturn<WorkAreaFormValues> }) {
  const { control, setValue } = form;
  const [office, floor] = useWatch({ control, name: ['office', 'floor'] });
  const offices = useQuery(officeLookupQuery()).data?.offices ?? [];
  const floors = useQuery(floorLookupQuery(office)).data?.floors ?? [];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Controller
          control={control}
          name="picture"
          render={({ field }) => <ImageUpload label="Picture" kind="work_area" value={field.value} onChange={(url) => field.onChange(url)} />}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Floor map
        </Typography>
        <FloorMapPreview floor={floor} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField control={control} name="name" label="Name" required />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <LookupSelect
          control={control}
          name="office"
          label="Office"
          required
          options={offices.map((o) => ({ value: o.slug, label: o.name }))}
          onPicked={() => setValue('floor', '')}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <LookupSelect
          control={control}
          name="floor"
          label="Floor"
          required
          disabled={!office}
          options={floors.map((f) => ({ value: f.slug, label: f.name }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <LookupSelect control={control} name="area_type" label="Area type" required options={TYPE_OPTIONS} />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <LookupSelect control={control} name="status" label="Status" required options={STATUS_OPTIONS} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <CoercedField control={control} name="size" label="Size" required coerce={coerceWholeNonNegative} slotProps={{ htmlInput: { min: 1 } }} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <CoercedField control={control} name="order" label="Order" coerce={coerceWholeNonNegative} slotProps={{ htmlInput: { min: 0 } }} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      </Grid>
      {PRICES.map(([name, label]) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
          <CoercedField control={control} name={name} label={label} required coerce={coerceWholeNonNegative} slotProps={{ htmlInput: { min: 0 } }} />
        </Grid>
      ))}
      {SWITCHES.map(([name, label]) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label={label}
              />
            )}
          />
        </Grid>
      ))}
    </Grid>
  );
}
