import { DEBOUNCE } from '@clubspace/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { teamGuestsQuery } from '../../../components/booking/booking-lookups';
import { BookingSelect } from '../../../components/booking/booking-select';
import type { BookingItem } from '../../../components/booking/booking-types';
import { LookupPicker } from '../../../components/lookup-picker';
import { MemberPicker } from '../../../components/member-picker';
import { TeamPicker } from '../../../components/team-picker';
import { memberLookupQuery } from '../../../lib/lookups-api';
import type { MeetingRoomValues } from './meeting-room-form';

interface MeetingRoomWhoProps {
  form: UseFormReturn<MeetingRoomValues>;
  values: MeetingRoomValues;
  booking?: BookingItem | null;
}

/** Who the room is booked for: a referral, a team with its member or guest, or (new bookings) a guest's contact details. */
export function MeetingRoomWho({ form, values, booking }: MeetingRoomWhoProps) {
  const { control, setValue } = form;
  const guests = useQuery(teamGuestsQuery(values.team));
  const contact = !values.referral && !values.team && !values.guest;
  return (
    <>
      <Controller
        control={control}
        name="referral"
        render={({ field }) => (
          <MemberPicker
            label="Referral"
            name="referral"
            value={field.value}
            onChange={(m) => field.onChange(m?.slug ?? '')}
            delay={DEBOUNCE.memberDialogAutocomplete}
          />
        )}
      />
      <Controller
        control={control}
        name="team"
        render={({ field, fieldState }) => (
          <TeamPicker
            value={field.value}
            selectedLabel={booking?.team?.name}
            onChange={(t) => {
              field.onChange(t?.slug ?? '');
              setValue('member', '');
              setValue('guest', '');
            }}
            delay={DEBOUNCE.memberDialogAutocomplete}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      {values.team && (
        <Controller
          control={control}
          name="member"
          render={({ field }) => (
            <LookupPicker
              label="Member"
              name="member"
              value={field.value}
              selectedLabel={booking?.member ? `${booking.member.user.first_name} ${booking.member.user.last_name}` : undefined}
              query={(term) => memberLookupQuery(term, values.team)}
              onChange={(m) => field.onChange(m?.slug ?? '')}
              delay={DEBOUNCE.memberDialogAutocomplete}
            />
          )}
        />
      )}
      {values.team && (
        <BookingSelect
          control={control}
          name="guest"
          label="Guest"
          noneLabel="No guest"
          options={(guests.data ?? []).map((g) => ({ value: g.slug, label: g.name }))}
        />
      )}
      {contact && !booking && <GuestContactFields form={form} />}
    </>
  );
}

/** A new booking's guest by contact details, when no referral, team or guest is chosen. */
function GuestContactFields({ form }: { form: UseFormReturn<MeetingRoomValues> }) {
  const { register, formState } = form;
  return (
    <>
      <Typography variant="subtitle2">Or a guest's contact details</Typography>
      <Stack direction="row" spacing={2}>
        <TextField
          label="Name"
          fullWidth
          {...register('guest_name')}
          error={Boolean(formState.errors.guest_name)}
          helperText={formState.errors.guest_name?.message}
        />
        <TextField
          label="Surname"
          fullWidth
          {...register('guest_surname')}
          error={Boolean(formState.errors.guest_surname)}
          helperText={formState.errors.guest_surname?.message}
        />
      </Stack>
      <TextField
        label="Guest email"
        type="email"
        {...register('guest_email')}
        error={Boolean(formState.errors.guest_email)}
        helperText={formState.errors.guest_email?.message}
      />
    </>
  );
}
