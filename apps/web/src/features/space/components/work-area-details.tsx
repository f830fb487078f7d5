import type { WorkAreaItem } from '@clubspace/contract';
import Grid from '@mui/material/Grid';
import { DetailField } from '../../../components/detail-field';
import { Money } from '../../../components/money';
import { humanize, typeLabel } from './space-labels';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** A work area's fields on its detail page: what it is, where, its prices and where it is shown. */
export function WorkAreaDetails({ workArea: w }: { workArea: WorkAreaItem }) {
  return (
    <Grid container spacing={2}>
      {(
        [
          ['Name', w.name],
          ['Area type', typeLabel(w.area_type)],
          ['Office', w.office?.name],
          ['Floor', w.floor?.name],
          ['Capacity', String(w.size)],
          ['Status', humanize(w.status)],
          ['Bookable', yesNo(w.bookable)],
          ['Order', String(w.order)],
        ] as const
      ).map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, md: 3 }}>
          <DetailField label={label}>{value}</DetailField>
        </Grid>
      ))}
      <Grid size={{ xs: 6, md: 3 }}>
        <DetailField label="Item price per day">
          <Money value={w.item_price_day} />
        </DetailField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <DetailField label="Full price per day">
          <Money value={w.full_price_day} />
        </DetailField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <DetailField label="Item price per month">
          <Money value={w.item_price_month} />
        </DetailField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <DetailField label="Full price per month">
          <Money value={w.full_price_month} />
        </DetailField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <DetailField label="Visible in the app">{yesNo(w.visible_app)}</DetailField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <DetailField label="Visible on the web">{yesNo(w.visible_web)}</DetailField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <DetailField label="Visible in space">{yesNo(w.visible_space)}</DetailField>
      </Grid>
      <Grid size={12}>
        <DetailField label="Description">{w.description}</DetailField>
      </Grid>
    </Grid>
  );
}
