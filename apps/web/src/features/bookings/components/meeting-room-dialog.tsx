import { DEBOUNCE, DEFAULT_TIME_ZONE, formatPounds, isFinalBookingStatus } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { Controller, useForm } from 'react-hook-form';
import { useCreateBookings, useUpdateBooking } from '../../../components/booking/booking-api';
import { roomAvailabilityQuery } from '../api/bookings-api';
import { BookingDialogFrame, useBookingSteps } from '../../../components/booking/booking-dialog-frame';
import { overriding, useRuleOverride } from '../../../components/booking/rule-override';
import { refSlug, resourcesLookup, teamGuestsQuery } from '../../../components/booking/booking-lookups';
import { BOOKING_TEXT, TIME_STEP_MINUTES } from '../../../components/booking/booking-messages';
import { BookingSelect } from '../../../components/booking/booking-select';
import { timeOptions } from '../../../components/booking/booking-time';
import type { BookingItem } from '../../../components/booking/booking-types';
import { DateField } from '../../../components/date-field';
import { LookupPicker } from '../../../components/lookup-picker';
import { ServerError } from '../../../components/server-error';
import { TeamPicker } from '../../../components/team-picker';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { memberLookupQuery } from '../../../lib/lookups-api';
import { meetingRoomResolver, roomEntry, roomUpdate, roomValues, roomWindow, type MeetingRoomValues, type RoomSlot } from './meeting-room-form';
import { MemberPicker } from '../../../components/member-picker';
import { notifySuccess } from '../../../lib/notify';
import { VatNote } from '../../../components/vat-note';
import { SeriesPreview, SeriesPreviewActions } from './series-preview';
import { SeriesRepeatSection, useSeriesRepeat } from './series-repeat-section';

export interface MeetingRoomDialogProps {
  open: boolean;
  onClose: (changed: boolean) => void;
  /** A new booking for this room and window (picked on the calendar). */
  slot?: RoomSlot | null;
  /** Or an existing booking to change. */
  booking?: BookingItem | null;
  office?: string;
  timeZone?: string;
}

const TIMES = timeOptions(TIME_STEP_MINUTES, '07:00', '21:00').map((t) => ({ value: t, label: t }));

/** The meeting-room booking dialog (spec §2.2, §5): price, credits and the busy check follow every change live. */
export function MeetingRoomDialog(props: MeetingRoomDialogProps) {
  if (!props.open) return null;
  return <MeetingRoomDialogBody {...props} />;
}

function MeetingRoomDialogBody({ onClose, slot, booking, office: officeProp, timeZone = DEFAULT_TIME_ZONE }: MeetingRoomDialogProps) {
  const office = booking?.office.slug ?? officeProp ?? '';
  const form = useForm<MeetingRoomValues>({
    defaultValues: roomValues(slot ?? null, booking, timeZone),
    resolver: meetingRoomResolver(office, timeZone),
    shouldFocusError: false,
  });
  const { control, watch, register, handleSubmit, formState, setError, setValue } = form;
  const values = watch();
  const create = useCreateBookings();
  const update = useUpdateBooking();
  const rooms = useQuery({ ...resourcesLookup({ office, resource_type: 'meeting_room' }), enabled: Boolean(office) });
  const guests = useQuery(teamGuestsQuery(values.team));

  // The live check: debounced so dragging through the time selects does not fire a call per step.
  const picked = roomWindow(values, timeZone);
  const windowKey = useDebouncedValue(picked ? `${picked.start}|${picked.end}` : '', 300);
  const [wStart, wEnd] = windowKey.split('|');
  const window = windowKey ? { start: wStart, end: wEnd } : null;
  const check = useQuery({
    // Priced for exactly who Book sends (issue 23): the referral or member first, then the team or the team's guest.
    ...roomAvailabilityQuery({
      resource: values.resource,
      start: window?.start,
      end: window?.end,
      code: booking?.code,
      team: values.team || undefined,
      member: values.referral || values.member || undefined,
      guest: values.team ? values.guest || undefined : undefined,
    }),
    enabled: Boolean(values.resource && window),
  });
  const busy = check.data?.status === 'busy';
  const pending = create.isPending || update.isPending || formState.isSubmitting;

  const fail = (err: unknown) => {
    if (!applyServerErrors(err, setError, Object.keys(form.getValues()))) {
      setError('root.server', { type: 'server', message: err instanceof ApiError || err instanceof Error ? err.message : BOOKING_TEXT.updateFailed });
    }
  };

  // Repeat (issue 11): a new booking may become a series; 'Check dates' previews it before anything is saved.
  const repeat = useSeriesRepeat();
  const steps = useBookingSteps({ booking, send: (code, body) => update.mutateAsync({ code, body }), onClose, onError: fail });

  const rules = useRuleOverride();
  const submit = handleSubmit(async (v) => {
    if (!booking && repeat.on) return repeat.check(roomEntry(v, office, timeZone)).catch(fail);
    if (busy) return setError('root.server', { type: 'busy', message: BOOKING_TEXT.roomBusy });
    try {
      if (booking) {
        const room = rooms.data?.find((r) => r.slug === v.resource);
        await rules.withOverride((o) => update.mutateAsync({ code: booking.code, body: overriding(roomUpdate(v, booking, refSlug(room?.work_area) ?? '', timeZone), o) }));
      }
      else await rules.withOverride((o) => create.mutateAsync([overriding(roomEntry(v, office, timeZone), o)]));
      onClose(true);
    } catch (err) {
      fail(err);
    }
  });

  const open = !booking || !isFinalBookingStatus(booking.status);
  const roomOptions = (rooms.data ?? []).map((r) => ({ value: r.slug, label: r.name }));
  if (booking?.resource && !roomOptions.some((o) => o.value === booking.resource?.slug)) roomOptions.unshift({ value: booking.resource.slug, label: booking.resource.name });
  const contact = !values.referral && !values.team && !values.guest;
  // A checked series replaces the form (kept mounted, hidden) so its dates are in view with one row of actions.
  const entry = roomEntry(values, office, timeZone);
  const previewing = !booking && repeat.shownFor(entry) !== null;
  const booked = (detail: string) => {
    notifySuccess(detail);
    onClose(true);
  };

  return (
    <BookingDialogFrame
      title={booking ? `Meeting Room Booking ${booking.code}` : 'Meeting Room Booking'}
      steps={steps}
      booking={booking}
      editable={open}
      busy={pending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={booking ? 'Save' : repeat.on ? 'Check dates' : 'Book'}
      submitDisabled={busy && !repeat.on}
      actions={previewing ? <SeriesPreviewActions repeat={repeat} entry={entry} onBooked={booked} /> : undefined}
    >
      {previewing && <SeriesPreview repeat={repeat} entry={entry} timeZone={timeZone} />}
      <Stack spacing={2} sx={{ pt: 1, display: previewing ? 'none' : undefined }}>
        <BookingSelect control={control} name="resource" label="Meeting room" required options={roomOptions} />
        <DateField control={control} name="day" label="Day" required />
        <Stack direction="row" spacing={2}>
          <BookingSelect control={control} name="start" label="Start" required options={TIMES} native />
          <BookingSelect control={control} name="end" label="End" required options={TIMES} native />
        </Stack>
        <Availability loading={check.isFetching} busy={busy} error={check.error} data={check.data} ready={Boolean(values.resource && window)} complimentary={values.complimentary && !booking} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            label="Price (£)"
            type="number"
            {...register('price')}
            disabled={values.complimentary || Boolean(booking)}
            placeholder={check.data ? String(check.data.price) : ''}
            error={Boolean(formState.errors.price)}
            helperText={formState.errors.price?.message ?? (check.data && values.price === '' ? `Leave empty for ${formatPounds(check.data.price)}` : undefined)}
            slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
          />
          {!booking && (
            <Controller
              control={control}
              name="complimentary"
              render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Complimentary" />}
            />
          )}
          {!booking && (check.data?.available_credits ?? 0) > 0 && (
            <Controller
              control={control}
              name="credits"
              render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Pay with credits" />}
            />
          )}
          {!booking && (
            <Controller
              control={control}
              name="paid"
              render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Paid" />}
            />
          )}
        </Stack>
        <Controller
          control={control}
          name="referral"
          render={({ field }) => (
            <MemberPicker label="Referral" name="referral" value={field.value} onChange={(m) => field.onChange(m?.slug ?? '')} delay={DEBOUNCE.memberDialogAutocomplete} />
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
          <BookingSelect control={control} name="guest" label="Guest" noneLabel="No guest" options={(guests.data ?? []).map((g) => ({ value: g.slug, label: g.name }))} />
        )}
        {contact && !booking && (
          <>
            <Typography variant="subtitle2">Or a guest's contact details</Typography>
            <Stack direction="row" spacing={2}>
              <TextField label="Name" fullWidth {...register('guest_name')} error={Boolean(formState.errors.guest_name)} helperText={formState.errors.guest_name?.message} />
              <TextField label="Surname" fullWidth {...register('guest_surname')} error={Boolean(formState.errors.guest_surname)} helperText={formState.errors.guest_surname?.message} />
            </Stack>
            <TextField label="Guest email" type="email" {...register('guest_email')} error={Boolean(formState.errors.guest_email)} helperText={formState.errors.guest_email?.message} />
          </>
        )}
        <TextField label="Comments" multiline minRows={2} {...register('comments')} />
        {!booking && <SeriesRepeatSection repeat={repeat} />}
        <ServerError errors={formState.errors} />
      </Stack>
      {rules.dialog}
    </BookingDialogFrame>
  );
}

function Availability({ loading, busy, error, data, ready, complimentary }: { loading: boolean; busy: boolean; error: Error | null; data?: { price: number | string; credits: number; available_credits: number }; ready: boolean; complimentary: boolean }) {
  if (!ready) return null;
  if (error) return <Alert severity="warning">Availability could not be checked: {error.message}</Alert>;
  if (!data) return <Typography color="text.secondary">{loading ? 'Checking availability…' : ''}</Typography>;
  return (
    <Alert severity={busy ? 'error' : 'success'} role="status">
      {busy ? BOOKING_TEXT.roomBusy : 'Free at that time'} · Price {complimentary ? `${formatPounds(0)} (complimentary)` : formatPounds(data.price)}
      <VatNote /> · Credits {data.credits} (available {data.available_credits})
    </Alert>
  );
}
