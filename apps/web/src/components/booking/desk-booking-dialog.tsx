import { DEFAULT_TIME_ZONE, formatPounds } from '@clubspace/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { DateField } from '../date-field';
import { ServerError } from '../server-error';
import { TeamPicker } from '../team-picker';
import { deskPriceQuery, useCreateBookings, useUpdateBooking } from './booking-api';
import { quoteQuery } from './booking-quote';
import { BookingDialogFrame, useBookingSteps } from './booking-dialog-frame';
import { overriding, useRuleOverride } from './rule-override';
import { resourceOption, resourcesLookup, workAreasLookup, refSlug } from './booking-lookups';
import { BOOKING_TEXT, TIME_STEP_MINUTES } from './booking-messages';
import { BookingSelect, optionsOf } from './booking-select';
import { timeOptions } from './booking-time';
import type { BookingItem } from './booking-types';
import { deskBookingResolver, EDIT_ORIGINS, EDIT_STATUSES, emptyValues, toEntry, toUpdate, valuesFromBooking, type DeskBookingPrefill, type DeskBookingValues } from './desk-booking-form';
import { MemberPicker } from '../member-picker';
import { useVatLabel } from '../vat-note';

export interface DeskBookingDialogProps {
  open: boolean;
  onClose: (changed: boolean) => void;
  /** Edit this booking (Update Desk Booking); without it the dialog creates a desk booking. */
  booking?: BookingItem | null;
  /** Create mode: the office booked in and what is known already (member profile: team and member). */
  office?: string;
  prefill?: DeskBookingPrefill;
  timeZone?: string;
}

const TIMES = timeOptions(TIME_STEP_MINUTES).map((t) => ({ value: t, label: t }));

/** The Update Desk Booking dialog (spec §2.2, §5); in create mode the member profile's 'Add Booking'. */
export function DeskBookingDialog(props: DeskBookingDialogProps) {
  if (!props.open) return null;
  return <DeskBookingDialogBody {...props} />;
}

function DeskBookingDialogBody({ onClose, booking, office: officeProp, prefill = {}, timeZone = DEFAULT_TIME_ZONE }: DeskBookingDialogProps) {
  const editing = Boolean(booking);
  const office = booking?.office.slug ?? officeProp ?? '';
  const form = useForm<DeskBookingValues>({
    defaultValues: booking ? valuesFromBooking(booking, timeZone) : emptyValues(prefill, timeZone),
    resolver: deskBookingResolver,
    // The pickers hold no focusable ref; the messages sit under each field instead.
    shouldFocusError: false,
  });
  const { control, watch, setValue, formState, handleSubmit, setError } = form;
  // Member is watched too: the quote below reads every value Save sends.
  const [team, , workArea, resource, day, start, end] = watch(['team', 'member', 'work_area', 'resource', 'day', 'start', 'end']);
  const update = useUpdateBooking();
  const create = useCreateBookings();

  const areas = useQuery({ ...workAreasLookup(office), enabled: Boolean(office) });
  // The chosen window marks desks already booked then (issue 24); the edited booking does not count against itself.
  const window = day && start && end ? toEntry(form.getValues(), office, undefined) : null;
  const resources = useQuery({
    ...resourcesLookup({ office, work_area: workArea, resource_type: 'hot_desk,desk', start: window?.start, end: window?.end, exclude: booking?.code }),
    enabled: Boolean(office && workArea),
  });
  const picked = resources.data?.find((r) => r.slug === resource);
  // The quote of exactly the entry Save creates (issue 23): the desk (or, without one, the work area), its type and window.
  const quote = !editing && office && team && day && start && end && workArea ? quoteQuery([toEntry(form.getValues(), office, picked?.resource_type)]) : null;
  const price = useQuery({ ...deskPriceQuery(quote ?? {}), enabled: Boolean(quote) });

  // A booking whose work area is known but not in the list (e.g. inactive) still shows its name.
  const areaOptions = (areas.data ?? []).map((a) => ({ value: a.slug, label: a.name }));
  if (booking?.work_area && !areaOptions.some((o) => o.value === booking.work_area?.slug)) areaOptions.unshift({ value: booking.work_area.slug, label: booking.work_area.name });
  const resourceOptions = (resources.data ?? []).filter((r) => !workArea || refSlug(r.work_area) === null || refSlug(r.work_area) === workArea).map(resourceOption);
  if (booking?.resource && booking.work_area?.slug === workArea && !resourceOptions.some((o) => o.value === booking.resource?.slug))
    resourceOptions.unshift({ value: booking.resource.slug, label: booking.resource.name });

  useEffect(() => {
    if (!team) setValue('member', '');
  }, [team, setValue]);

  const fail = (err: unknown) => {
    if (!applyServerErrors(err, setError, Object.keys(form.getValues()))) {
      setError('root.server', { type: 'server', message: err instanceof ApiError || err instanceof Error ? err.message : BOOKING_TEXT.updateFailed });
    }
  };

  const steps = useBookingSteps({ booking, send: (code, body) => update.mutateAsync({ code, body }), onClose, onError: fail });

  const rules = useRuleOverride();
  const submit = handleSubmit(async (values) => {
    try {
      if (booking) {
        await rules.withOverride((o) => update.mutateAsync({ code: booking.code, body: overriding(toUpdate(values, booking), o) }));
      } else {
        await rules.withOverride((o) => create.mutateAsync([overriding(toEntry(values, office, picked?.resource_type), o)]));
      }
      onClose(true);
    } catch (err) {
      fail(err);
    }
  });

  const busy = update.isPending || create.isPending || formState.isSubmitting;
  // The dialog books without prepaid packages: the full price is the invoice line's amount.
  const shownPrice = editing ? booking?.price : price.data?.full_price;
  const vatLabel = useVatLabel();
  const title = editing ? 'Update Desk Booking' : 'Add Desk Booking';

  return (
    <BookingDialogFrame
      title={`${title}${booking ? ` ${booking.code}` : ''}`}
      steps={steps}
      booking={booking}
      editable
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save"
      submitDisabled={!start || !end || !day}
    >
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
        <TextField label="Price" value={shownPrice === undefined || shownPrice === null ? '' : formatPounds(shownPrice)} helperText={vatLabel || undefined} slotProps={{ input: { readOnly: true } }} />
        <ServerError errors={formState.errors} />
      </Stack>
      {rules.dialog}
    </BookingDialogFrame>
  );
}
