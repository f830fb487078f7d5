import { DEFAULT_TIME_ZONE, isoDayInZone, wallClockFormat, zonedInstant, type EventBody, type EventItem } from '@clubspace/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { officesLookup, resourcesLookup } from '../../../../components/booking/booking-lookups';
import { FormDialog } from '../../../../components/form-dialog';
import { FormTextField } from '../../../../components/form-text-field';
import { ImageUpload } from '../../../../components/image-upload';
import { useSaveEvent } from '../api/events-api';

interface EventForm {
  title: string;
  description: string;
  image: string | null;
  office: string;
  room: string;
  place: string;
  start: string;
  end: string;
  capacity: string;
  guests_welcome: boolean;
  price: string;
}

/** 'YYYY-MM-DDTHH:mm' in the office's zone ⇄ an instant: the form's times are the office's wall clock. */
const toLocal = (iso: string, tz: string) => `${isoDayInZone(new Date(iso), tz)}T${wallClockFormat('hm', tz).format(new Date(iso))}`;
const toInstant = (local: string, tz: string) => (local ? zonedInstant(local.slice(0, 10), `${local.slice(11, 16)}:00`, tz).toISOString() : '');

function Fields({ form }: { form: UseFormReturn<EventForm> }) {
  const { control } = form;
  const offices = useQuery(officesLookup());
  const office = useWatch({ control, name: 'office' });
  const rooms = useQuery({ ...resourcesLookup({ office, resource_type: 'meeting_room' }), enabled: Boolean(office) });
  const room = useWatch({ control, name: 'room' });
  return (
    <>
      <FormTextField control={control} name="title" label="Title" required />
      <FormTextField control={control} name="description" label="Description" multiline minRows={3} />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageUpload label="Image" kind="office" value={field.value} onChange={(url) => field.onChange(url)} error={fieldState.error?.message} />
        )}
      />
      <FormTextField control={control} name="office" label="Office" select required>
        {(offices.data ?? []).map((o) => (
          <MenuItem key={o.slug} value={o.slug}>
            {o.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="room" label="Meeting room" select helperText="The room is blocked for the event">
        <MenuItem value="">No room (a place below)</MenuItem>
        {(rooms.data ?? []).map((r) => (
          <MenuItem key={r.slug} value={r.slug}>
            {r.name}
          </MenuItem>
        ))}
      </FormTextField>
      {room ? null : <FormTextField control={control} name="place" label="Place" placeholder="Lounge, rooftop…" />}
      <FormTextField control={control} name="start" label="Start" type="datetime-local" required slotProps={{ inputLabel: { shrink: true } }} />
      <FormTextField control={control} name="end" label="End" type="datetime-local" required slotProps={{ inputLabel: { shrink: true } }} />
      <FormTextField control={control} name="capacity" label="Capacity" type="number" required />
      <FormTextField control={control} name="price" label="Price (£, 0 for free)" required />
      <Controller
        control={control}
        name="guests_welcome"
        render={({ field }) => (
          <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Guests welcome" />
        )}
      />
    </>
  );
}

/** Create or edit an event (times in the office's zone; a room blocks it, 'Meeting room busy' when taken). */
export function EventDialog({ open, event, onClose }: { open: boolean; event?: EventItem; onClose: () => void }) {
  const save = useSaveEvent(event?.slug);
  const offices = useQuery(officesLookup());
  const zoneOf = (slug: string) => (offices.data ?? []).find((o) => o.slug === slug)?.time_zone ?? DEFAULT_TIME_ZONE;
  const tz = event?.time_zone ?? DEFAULT_TIME_ZONE;
  return (
    <FormDialog<EventForm>
      open={open}
      title={event ? 'Edit event' : 'New event'}
      submitLabel={event ? 'Save' : 'Create event'}
      defaultValues={{
        title: event?.title ?? '',
        description: event?.description ?? '',
        image: event?.image ?? null,
        office: event?.office.slug ?? '',
        room: event?.room?.slug ?? '',
        place: event?.place ?? '',
        start: event ? toLocal(event.start, tz) : '',
        end: event ? toLocal(event.end, tz) : '',
        capacity: String(event?.capacity ?? 20),
        guests_welcome: event?.guests_welcome ?? false,
        price: String(event?.price ?? 0),
      }}
      onClose={onClose}
      onSubmit={async (v) => {
        const zone = zoneOf(v.office);
        const body: EventBody = {
          ...v,
          room: v.room || null,
          start: toInstant(v.start, zone),
          end: toInstant(v.end, zone),
          capacity: Number(v.capacity),
        };
        await save.mutateAsync(body);
        onClose();
      }}
    >
      {(form) => <Fields form={form} />}
    </FormDialog>
  );
}
