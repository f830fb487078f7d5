import { OFFER_DAYS_HINT, OFFER_STATUSES, OFFER_TYPES, SCREENS_AFTER_ACCEPT } from '@clubspace/contract';
import Typography from '@mui/material/Typography';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { DateField } from '../../../components/date-field';
import { FormTextField } from '../../../components/form-text-field';
import { FormSwitch } from '../../../components/form-switch';
import { humanize, offerTypeLabel } from './labels';
import type { OfferFormValues } from './offer-form';

/** Every field of the offer form (doc 3 §2.5). */
export function OfferFields({ control, offices }: { control: Control<OfferFormValues>; offices: { slug: string; name: string }[] }) {
  const row = { direction: { xs: 'column', md: 'row' }, spacing: 2 } as const;
  return (
    <>
      <Stack {...row}>
        <FormTextField control={control} name="code" label="Code" required autoFocus />
        <FormTextField control={control} name="title" label="Title" />
      </Stack>
      <FormTextField control={control} name="subtitle" label="Subtitle" />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <FormTextField control={control} name="offices" label="Offices" select slotProps={{ select: { multiple: true } }}>
        {offices.map((o) => (
          <MenuItem key={o.slug} value={o.slug}>
            {o.name}
          </MenuItem>
        ))}
      </FormTextField>
      <Stack {...row}>
        <FormTextField control={control} name="offer_type" label="Offer type" required select>
          {OFFER_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {offerTypeLabel(t)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="screen_after_accept" label="Screen after accept" select>
          <MenuItem value="">None</MenuItem>
          {SCREENS_AFTER_ACCEPT.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <OfferTermsFields control={control} />
      <FormTextField control={control} name="status" label="Status" select sx={{ maxWidth: 240 }}>
        {OFFER_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {humanize(s)}
          </MenuItem>
        ))}
      </FormTextField>
    </>
  );
}

/** What the offer costs, when it runs and how often it may be taken. */
function OfferTermsFields({ control }: { control: Control<OfferFormValues> }) {
  const row = { direction: { xs: 'column', md: 'row' }, spacing: 2 } as const;
  return (
    <>
      <Stack {...row}>
        <FormTextField control={control} name="price" label="Price (£)" type="number" slotProps={{ htmlInput: { min: 0, step: 0.01 } }} />
        <FormTextField control={control} name="discount" label="Discount (£)" type="number" slotProps={{ htmlInput: { min: 0, step: 0.01 } }} />
      </Stack>
      <Stack {...row}>
        <DateField control={control} name="start_day" label="Start date" required />
        <DateField control={control} name="end_day" label="End date" required />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {OFFER_DAYS_HINT}
      </Typography>
      <Stack {...row}>
        <FormTextField
          control={control}
          name="limit_per_campaign"
          label="Limit per campaign"
          type="number"
          helperText="0 = no limit"
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
        <FormTextField
          control={control}
          name="limit_per_team"
          label="Limit per team"
          type="number"
          helperText="0 = no limit"
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
        <FormTextField
          control={control}
          name="limit_per_member"
          label="Limit per member"
          type="number"
          helperText="0 = no limit"
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <FormSwitch control={control} name="work_only" label="Work only" />
        <FormSwitch control={control} name="only_team_admin" label="Only team admin" />
        <FormSwitch control={control} name="send_notification" label="Send notification" />
      </Stack>
    </>
  );
}
