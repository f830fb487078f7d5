import { formatPounds } from '@clubspace/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { BookingItem } from '../../../components/booking/booking-types';
import type { MeetingRoomValues } from './meeting-room-form';
import type { RoomCheck } from './use-room-availability';

interface MeetingRoomPriceProps {
  form: UseFormReturn<MeetingRoomValues>;
  values: MeetingRoomValues;
  booking?: BookingItem | null;
  check: RoomCheck['data'];
}

/** The room's price (empty: the checked price) and, for a new booking, Complimentary, Pay with credits and Paid. */
export function MeetingRoomPrice({ form, values, booking, check }: MeetingRoomPriceProps) {
  const { control, register, formState } = form;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <TextField
        label="Price (£)"
        type="number"
        {...register('price')}
        disabled={values.complimentary || Boolean(booking)}
        placeholder={check ? String(check.price) : ''}
        error={Boolean(formState.errors.price)}
        helperText={formState.errors.price?.message ?? (check && values.price === '' ? `Leave empty for ${formatPounds(check.price)}` : undefined)}
        slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
      />
      {!booking && (
        <Controller
          control={control}
          name="complimentary"
          render={({ field }) => (
            <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Complimentary" />
          )}
        />
      )}
      {!booking && (check?.available_credits ?? 0) > 0 && (
        <Controller
          control={control}
          name="credits"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label="Pay with credits"
            />
          )}
        />
      )}
      {!booking && (
        <Controller
          control={control}
          name="paid"
          render={({ field }) => (
            <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Paid" />
          )}
        />
      )}
    </Stack>
  );
}
