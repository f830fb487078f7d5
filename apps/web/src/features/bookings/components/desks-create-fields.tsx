import { CREATE_ORIGINS, DEBOUNCE } from '@clubspace/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type UseFormReturn } from 'react-hook-form';
import { resourceOption } from '../../../components/booking/booking-lookups';
import { TIME_STEP_MINUTES } from '../../../components/booking/booking-messages';
import { BookingSelect, optionsOf } from '../../../components/booking/booking-select';
import { timeOptions } from '../../../components/booking/booking-time';
import { DateField } from '../../../components/date-field';
import { LookupPicker } from '../../../components/lookup-picker';
import { memberFlag } from '../../../components/member-picker';
import { memberLookupQuery } from '../../../lib/lookups-api';
import { originLabel, typeLabel } from './booking-labels';
import type { DesksCreateValues } from './desks-create-form';
import { DesksCreatePayment } from './desks-create-payment';
import { DesksCreateWho } from './desks-create-who';
import { useDesksCreateOptions } from './desks-create-options';
import { useBookingOffice } from './use-office';

const TIMES = timeOptions(TIME_STEP_MINUTES, '06:00', '23:00').map((t) => ({ value: t, label: t }));

/** The Desks sub-form of Create Booking (spec §2.2): every field and its message. */
export function DesksCreateFields({ form }: { form: UseFormReturn<DesksCreateValues> }) {
  const { control, watch, register, setValue, formState } = form;
  const values = watch();
  const { booking_type: type, office, work_area: workArea, team, payment } = values;
  const { timeZone } = useBookingOffice();
  const { offices, areas, resources, guests, brokers, price, days } = useDesksCreateOptions(values, timeZone);
  const err = (name: keyof DesksCreateValues) => ({ error: Boolean(formState.errors[name]), helperText: formState.errors[name]?.message });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <BookingSelect
          control={control}
          name="booking_type"
          label="Booking type"
          options={optionsOf(['hot_desk', 'desk', 'suite'], { hot_desk: typeLabel('hot_desk'), desk: typeLabel('desk'), suite: typeLabel('suite') })}
          onPicked={() => setValue('resource', '')}
        />
        <TextField
          label="Number of desks"
          type="number"
          fullWidth
          {...register('desks')}
          disabled={type !== 'hot_desk'}
          slotProps={{ htmlInput: { min: 1 } }}
          {...err('desks')}
        />
      </Stack>
      <DesksCreateWho form={form} team={team} guestOptions={(guests.data ?? []).map((g) => ({ value: g.slug, label: g.name }))} />
      <BookingSelect
        control={control}
        name="office"
        label="Office"
        required
        options={(offices.data ?? []).map((o) => ({ value: o.slug, label: o.name }))}
        onPicked={() => (setValue('work_area', ''), setValue('resource', ''))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <BookingSelect
          control={control}
          name="work_area"
          label="Work Area"
          required
          disabled={!office}
          options={(areas.data ?? []).map((a) => ({ value: a.slug, label: a.name }))}
          onPicked={() => setValue('resource', '')}
        />
        <BookingSelect
          control={control}
          name="resource"
          label="Resource"
          required={type !== 'hot_desk'}
          noneLabel={type === 'hot_desk' ? 'Assign later on the map' : undefined}
          disabled={!workArea}
          options={(resources.data ?? []).map(resourceOption)}
        />
      </Stack>
      <BookingSelect
        control={control}
        name="origin"
        label="Origin"
        required
        options={CREATE_ORIGINS.map((o) => ({ value: o, label: originLabel(o) }))}
      />
      <DesksCreateWhen control={control} type={type} />
      <DesksCreateReferral control={control} brokers={brokers.data ?? []} />
      <TextField label="Comments" multiline minRows={2} {...register('comments')} />
      <DesksCreatePayment control={control} payment={payment} price={price.data} days={days} />
    </Stack>
  );
}

/** The days and times booked (hot desks: always 09:00 to 18:00). */
function DesksCreateWhen({ control, type }: { control: Control<DesksCreateValues>; type: string }) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField control={control} name="start_day" label="Start date" required />
        <DateField control={control} name="finish_day" label="Finish date" required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <BookingSelect control={control} name="start" label="Start" disabled={type === 'hot_desk'} options={TIMES} native />
        <BookingSelect control={control} name="end" label="Finish" disabled={type === 'hot_desk'} options={TIMES} native />
      </Stack>
      {type === 'hot_desk' && <Typography variant="caption">Hot desks are booked from 09:00 to 18:00.</Typography>}
    </>
  );
}

/** The broker (client) and the referral member. */
function DesksCreateReferral({ control, brokers }: { control: Control<DesksCreateValues>; brokers: { slug: string; name: string }[] }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <BookingSelect
        control={control}
        name="client"
        label="Client (broker)"
        noneLabel="None"
        options={brokers.map((b) => ({ value: b.slug, label: b.name }))}
      />
      <Controller
        control={control}
        name="referral"
        render={({ field }) => (
          <LookupPicker
            label="Referral member"
            name="referral"
            value={field.value}
            query={(term) => memberLookupQuery(term)}
            flag={memberFlag}
            onChange={(m) => field.onChange(m?.slug ?? '')}
            delay={DEBOUNCE.memberDialogAutocomplete}
            minWidth={240}
          />
        )}
      />
    </Stack>
  );
}
