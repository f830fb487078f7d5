import { coerceDimension } from '@clubspace/contract';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { floorLookupQuery, officeLookupQuery, workAreaLookupQuery } from '../api/space-lookups-api';
import { CoercedField } from './coerced-field';
import { LookupSelect } from './lookup-select';
import type { ResourceFormValues } from './resource-form';

/** Coordinates are plan units (0–400 across); whole numbers, never negative. */
const coerceCoordinate = (t: string) => (t.trim() === '' ? '' : String(Math.max(0, Math.trunc(Number(t)) || 0)));
const DIMENSIONS = [
  ['length', 'Length'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;

/** Where the resource is: office, then one of its floors, then a work area on that floor (a new pick clears the rest). */
export function ResourcePlacementFields({ form }: { form: UseFormReturn<ResourceFormValues> }) {
  const { control, setValue } = form;
  const [office, floor] = useWatch({ control, name: ['office', 'floor'] });
  const offices = useQuery(officeLookupQuery()).data?.offices ?? [];
  const floors = useQuery(floorLookupQuery(office)).data?.floors ?? [];
  const workAreas = useQuery(workAreaLookupQuery(office, floor)).data?.work_areas ?? [];
  return (
    <>
      <Grid size={{ xs: 12, md: 4 }}>
        <LookupSelect
          control={control}
          name="office"
          label="Office"
          required
          options={offices.map((o) => ({ value: o.slug, label: o.name }))}
          onPicked={() => {
            setValue('floor', '');
            setValue('work_area', '');
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <LookupSelect
          control={control}
          name="floor"
          label="Floor"
          required
          disabled={!office}
          options={floors.map((f) => ({ value: f.slug, label: f.name }))}
          onPicked={() => setValue('work_area', '')}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <LookupSelect
          control={control}
          name="work_area"
          label="Work area"
          required
          disabled={!floor}
          options={workAreas.map((w) => ({ value: w.slug, label: w.name }))}
        />
      </Grid>
    </>
  );
}

/** Its size, its place on the floor plan and its colour there. */
export function ResourceSizeAndPlanFields({ form }: { form: UseFormReturn<ResourceFormValues> }) {
  const { control } = form;
  return (
    <>
      {DIMENSIONS.map(([name, label]) => (
        <Grid key={name} size={{ xs: 12, sm: 4, md: 2 }}>
          <CoercedField control={control} name={name} label={label} coerce={coerceDimension} slotProps={{ htmlInput: { min: 0 } }} />
        </Grid>
      ))}
      <Grid size={{ xs: 6, md: 2 }}>
        <CoercedField
          control={control}
          name="x"
          label="X"
          coerce={coerceCoordinate}
          helperText="Plan units (0–400)"
          slotProps={{ htmlInput: { min: 0 } }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <CoercedField control={control} name="y" label="Y" coerce={coerceCoordinate} slotProps={{ htmlInput: { min: 0 } }} />
      </Grid>
      <Grid size={{ xs: 12, md: 2 }}>
        <FormTextField control={control} name="color" label="Colour" type="color" />
      </Grid>
    </>
  );
}
