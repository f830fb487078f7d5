import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import { TIME_STEP_MINUTES } from '../../../components/booking/booking-messages';
import { BookingSelect } from '../../../components/booking/booking-select';
import { timeOptions } from '../../../components/booking/booking-time';
import type { BookingItem } from '../../../components/booking/booking-types';
import { DateField } from '../../../components/date-field';
import { ServerError } from '../../../components/server-error';
import type { MeetingRoomValues } from './meeting-room-form';
import { MeetingRoomPrice } from './meeting-room-price';
import { MeetingRoomWho } from './meeting-room-who';
import { RoomAvailability } from './room-availability';
import { SeriesRepeatSection, type SeriesRepeat } from './series-repeat-section';
import type { useRoomAvailability } from './use-room-availability';

const TIMES = timeOptions(TIME_STEP_MINUTES, '07:00', '21:00').map((t) => ({ value: t, label: t }));

interface MeetingRoomFieldsProps {
  form: UseFormReturn<MeetingRoomValues>;
  values: MeetingRoomValues;
  booking?: BookingItem | null;
  roomOptions: { value: string; label: string }[];
  availability: ReturnType<typeof useRoomAvailability>;
  repeat: SeriesRepeat;
  /** A checked series is previewed instead: the form stays mounted, hidden. */
  hidden: boolean;
}

/** The meeting-room dialog's form: room and window, the live check, price, who, comments and (new bookings) Repeat. */
export function MeetingRoomFields({ form, values, booking, roomOptions, availability, repeat, hidden }: MeetingRoomFieldsProps) {
  const { control, register, formState } = form;
  const { check, busy, ready } = availability;
  return (
    <Stack spacing={2} sx={{ pt: 1, display: hidden ? 'none' : undefined }}>
      <BookingSelect control={control} name="resource" label="Meeting room" required options={roomOptions} />
      <DateField control={control} name="day" label="Day" required />
      <Stack direction="row" spacing={2}>
        <BookingSelect control={control} name="start" label="Start" required options={TIMES} native />
        <BookingSelect control={control} name="end" label="End" required options={TIMES} native />
      </Stack>
      <RoomAvailability
        loading={check.isFetching}
        busy={busy}
        error={check.error}
        data={check.data}
        ready={ready}
        complimentary={values.complimentary && !booking}
      />
      <MeetingRoomPrice form={form} values={values} booking={booking} check={check.data} />
      <MeetingRoomWho form={form} values={values} booking={booking} />
      <TextField label="Comments" multiline minRows={2} {...register('comments')} />
      {!booking && <SeriesRepeatSection repeat={repeat} />}
      <ServerError errors={formState.errors} />
    </Stack>
  );
}
