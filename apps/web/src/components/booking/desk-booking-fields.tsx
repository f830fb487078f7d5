import { formatPounds } from '@clubspace/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DateField } from '../date-field';
import { MemberPicker } from '../member-picker';
import { ServerError } from '../server-error';
import { TeamPicker } from '../team-picker';
import { useVatLabel } from '../vat-note';
import { TIME_STEP_MINUTES } from './booking-messages';
import { BookingSelect, optionsOf } from './booking-select';
import { timeOptions } from './booking-time';
import type { BookingItem } from './booking-types';
import { EDIT_ORIGINS, EDIT_STATUSES, type DeskBookingPrefill, type DeskBookingValues } from './desk-booking-form';

const TIMES = timeOptions(TIME_STEP_MINUTES).map((t) => ({ value: t, label: t }));

type Option = { value: string; label: string; disabled?: boolean };

interface DeskBookingFieldsProps {
  form: UseFormReturn<DeskBookingValues>;
  booking?: BookingItem | null;
  prefill: DeskBookingPrefill;
  team: string;
  workArea: string;
  areaOptions: Option[];
  resourceOptions: Option[];
  /** The booking's price (editing) or the quote's full price (creating). */
  shownPrice: number | string | null | undefined;
}

/** The desk booking dialog's fields: who, where, when, (editing) status and origin, and the price. */
export function DeskBookingFields({ form, booking, prefill, team, workArea, areaOptions, resourceOptions, shownPrice }: DeskBookingFieldsProps) {
  const { control, setValue, formState } = form;
  const editing = Boolean(booking);
  const vatLabel = useVatLabel();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Controller
        control={control}
        name="team"
        render={({ field, fieldState }) => (
          <TeamPicker
            value={field.value}
            selectedLabel={booking?.team?.name ?? prefill.team?.name}
            onChange={(t) => field.onChange(t?.slug ?? '')}
            delay={600}
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="member"
        render={({ field }) => (
          <MemberPicker
            team={team}
            value={field.value}
            disabled={!team}
            selectedLabel={booking?.member ? `${booking.member.user.first_name} ${booking.member.user.last_name}` : prefill.member?.name}
            onChange={(m) => field.onChange(m?.slug ?? '')}
          />
        )}
      />
      <BookingSelect control={control} name="work_area" label="Work Area" required options={areaOptions} onPicked={() => setValue('resource', '')} />
      <BookingSelect control={control} name="resource" label="Resource" options={resourceOptions} noneLabel="No desk yet" disabled={!workArea} />
      <DateField control={control} name="day" label="Day" required />
      <Stack direction="row" spacing={2}>
        <BookingSelect control={control} name="start" label="Planned start" required options={TIMES} native />
        <BookingSelect control={control} name="end" label="Planned end" required options={TIMES} native />
      </Stack>
      {editing && (
        <Stack direction="row" spacing={2}>
          <BookingSelect control={control} name="status" label="Status" options={optionsOf(EDIT_STATUSES, { pre_paid: 'Pre-paid' })} />
          <BookingSelect control={control} name="origin" label="Origin" options={optionsOf(EDIT_ORIGINS)} />
        </Stack>
      )}
      <TextField
        label="Price"
        value={shownPrice === undefined || shownPrice === null ? '' : formatPounds(shownPrice)}
        helperText={vatLabel || undefined}
        slotProps={{ input: { readOnly: true } }}
      />
      <ServerError errors={formState.errors} />
    </Stack>
  );
}
