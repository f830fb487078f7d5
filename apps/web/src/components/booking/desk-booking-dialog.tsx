import { DEFAULT_TIME_ZONE } from '@clubspace/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { useCreateBookings, useUpdateBooking } from './booking-api';
import { BookingDialogFrame, useBookingSteps } from './booking-dialog-frame';
import { overriding, useRuleOverride } from './rule-override';
import { BOOKING_TEXT } from './booking-messages';
import type { BookingItem } from './booking-types';
import { DeskBookingFields } from './desk-booking-fields';
import { useDeskBookingOptions } from './desk-booking-options';
import {
  deskBookingResolver,
  emptyValues,
  toEntry,
  toUpdate,
  valuesFromBooking,
  type DeskBookingPrefill,
  type DeskBookingValues,
} from './desk-booking-form';

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

  const { areaOptions, resourceOptions, picked, price } = useDeskBookingOptions({
    form,
    office,
    booking,
    team,
    workArea,
    resource,
    ready: Boolean(day && start && end),
    editing,
  });

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
      <DeskBookingFields
        form={form}
        booking={booking}
        prefill={prefill}
        team={team}
        workArea={workArea}
        areaOptions={areaOptions}
        resourceOptions={resourceOptions}
        shownPrice={shownPrice}
      />
      {rules.dialog}
    </BookingDialogFrame>
  );
}
