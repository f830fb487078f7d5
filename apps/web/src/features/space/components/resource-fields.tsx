import { BUFFER_MINUTES, clampBuffer, coerceCapacity, RESOURCE_STATUSES, RESOURCE_TYPES } from '@clubspace/contract';
import Grid from '@mui/material/Grid';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { ImageUpload } from '../../../components/image-upload';
import { CoercedField } from './coerced-field';
import { LookupSelect } from './lookup-select';
import { PriceGrid } from './price-grid';
import type { ResourceFormValues } from './resource-form';
import { ResourcePlacementFields, ResourceSizeAndPlanFields } from './resource-field-groups';
import { humanize, typeLabel } from './space-labels';

const TYPE_OPTIONS = RESOURCE_TYPES.map((t) => ({ value: t, label: typeLabel(t) }));
const STATUS_OPTIONS = RESOURCE_STATUSES.map((s) => ({ value: s, label: humanize(s) }));

/** Every field of a resource (seed 3 §2.1): picture, where it is, what it is, size, place on the plan, colour, prices. */
export function ResourceFields({ form }: { form: UseFormReturn<ResourceFormValues> }) {
  const { control } = form;
  const resourceType = useWatch({ control, name: 'resource_type' });

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Controller
          control={control}
          name="picture"
          render={({ field }) => <ImageUpload label="Picture" kind="resource" value={field.value} onChange={(url) => field.onChange(url)} />}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField control={control} name="name" label="Name" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField control={control} name="identifier" label="Internal id" required />
      </Grid>
      <ResourcePlacementFields form={form} />
      <Grid size={{ xs: 12, md: 4 }}>
        <LookupSelect control={control} name="resource_type" label="Type" required options={TYPE_OPTIONS} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <LookupSelect control={control} name="status" label="Status" required options={STATUS_OPTIONS} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <CoercedField control={control} name="capacity" label="Capacity" required coerce={coerceCapacity} slotProps={{ htmlInput: { min: 1 } }} />
      </Grid>
      {resourceType === 'meeting_room' ? (
        <Grid size={{ xs: 12, md: 4 }}>
          <CoercedField
            control={control}
            name="buffer_minutes"
            label="Buffer after each booking (minutes)"
            coerce={(t) => (t.trim() === '' ? '' : String(clampBuffer(Number(t))))}
            helperText={`Kept free for turnover, ${BUFFER_MINUTES.min}–${BUFFER_MINUTES.max}`}
            slotProps={{ htmlInput: { min: BUFFER_MINUTES.min, max: BUFFER_MINUTES.max, step: BUFFER_MINUTES.step } }}
          />
        </Grid>
      ) : null}
      <Grid size={12}>
        <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      </Grid>
      <ResourceSizeAndPlanFields form={form} />
      {/* Side by side only on wide screens: at 1280 px two grids clipped their money cells (issue 24 §10). */}
      <Grid size={{ xs: 12, xl: 6 }}>
        <PriceGrid control={control} title="Member prices" who="Member" prefix="" />
      </Grid>
      <Grid size={{ xs: 12, xl: 6 }}>
        <PriceGrid control={control} title="Non-member prices" who="Non-member" prefix="no_member_" />
      </Grid>
    </Grid>
  );
}
