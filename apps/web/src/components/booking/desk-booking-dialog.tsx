import { DEFAULT_TIME_ZONE } from '@clubspace/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { deskPriceQuery, useCreateBookings, useUpdateBooking } from './booking-api';
import { quoteQuery } from './booking-quote';
import { BookingDialogFrame, useBookingSteps } from './booking-dialog-frame';
import { overriding, useRuleOverride } from './rule-override';
import { resourceOption, resourcesLookup, workAreasLookup, refSlug } from './booking-lookups';
import { BOOKING_TEXT } from './booking-messages';
import type { BookingItem } from './booking-types';
import { DeskBookingFields } from './desk-booking-fields';
import { deskBookingResolver, emptyValues, toEntry, toUpdate, valuesFromBooking, type DeskBookingPrefill, type DeskBookingValues } from './desk-booking-form';

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
  const { watch, setValue, formState, handleSubmit, setError } = form;
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
      <DeskBookingFields form={form} booking={booking} prefill={prefill} team={team} workArea={workArea} areaOptions={areaOptions} resourceOptions={resourceOptions} shownPrice={shownPrice} />
      {rules.dialog}
    </BookingDialogFrame>
  );
}
