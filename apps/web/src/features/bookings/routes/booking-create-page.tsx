import { addDaysIso } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useCreateBookings } from '../../../components/booking/booking-api';
import { resourcesLookup } from '../../../components/booking/booking-lookups';
import { TIME_STEP_MINUTES } from '../../../components/booking/booking-messages';
import { timeOptions, toInstant } from '../../../components/booking/booking-time';
import { ServerError } from '../../../components/server-error';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { overriding, useRuleOverride } from '../../../components/booking/rule-override';
import { notifySuccess } from '../../../lib/notify';
import { DesksCreateFields } from '../components/desks-create-fields';
import { desksCreateForm, desksEntries, type DesksCreateOutput, type DesksCreateValues } from '../components/desks-create-form';
import { MeetingRoomDialog } from '../components/meeting-room-dialog';
import type { RoomSlot } from '../components/meeting-room-form';
import { useBookingOffice } from '../components/use-office';
import { DayInput } from '../../../components/day-input';

const TIMES = timeOptions(TIME_STEP_MINUTES, '08:00', '19:00');

/** /bookings/new: Create Booking with the Desks and Meeting Room sub-forms; a create goes to the bookings list. */
export default function BookingCreatePage() {
  const [search] = useSearchParams();
  const [tab, setTab] = useState(search.get('type') === 'meeting_room' ? 'meeting_room' : 'desks');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Create Booking
      </Typography>
      <Tabs value={tab} onChange={(_e, v: string) => setTab(v)} aria-label="Booking kind" sx={{ mb: 2 }}>
        <Tab value="desks" label="Desks Bookings" />
        <Tab value="meeting_room" label="Meeting Room Booking" />
      </Tabs>
      {tab === 'desks' ? <DesksForm /> : <RoomForm />}
    </Paper>
  );
}

function DesksForm() {
  const { slug, today, timeZone } = useBookingOffice();
  const navigate = useNavigate();
  const create = useCreateBookings();
  const form = useForm<DesksCreateValues, unknown, DesksCreateOutput>({
    defaultValues: {
      booking_type: 'hot_desk',
      desks: 1,
      team: '',
      member: '',
      office: slug,
      work_area: '',
      resource: '',
      origin: 'regular',
      start_day: addDaysIso(today, 0),
      finish_day: addDaysIso(today, 0),
      start: '09:00',
      end: '18:00',
      guest: '',
      client: '',
      referral: '',
      comments: '',
      payment: 'later',
    },
    resolver: zodResolver(desksCreateForm) as unknown as Resolver<DesksCreateValues, unknown, DesksCreateOutput>,
    shouldFocusError: false,
  });
  const rules = useRuleOverride();
  const submit = form.handleSubmit(async (v) => {
    try {
      const res = await rules.withOverride((o) => create.mutateAsync(desksEntries(v, timeZone).map((e) => overriding(e, o))));
      notifySuccess(`${res.bookings.length} booking${res.bookings.length === 1 ? '' : 's'} created`);
      navigate('/bookings/list');
    } catch (err) {
      if (!applyServerErrors(err, form.setError, Object.keys(form.getValues())))
        form.setError('root.server', {
          type: 'server',
          message: err instanceof ApiError || err instanceof Error ? err.message : 'The booking failed',
        });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Desks booking">
      <Stack spacing={2}>
        <DesksCreateFields form={form} />
        <ServerError errors={form.formState.errors} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(-1)}>Back</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Create
          </Button>
        </Stack>
      </Stack>
      {rules.dialog}
    </form>
  );
}

/** Picks the room and the window, then opens the meeting-room dialog (price, credits, busy check, who). */
function RoomForm() {
  const { slug, today, timeZone } = useBookingOffice();
  const navigate = useNavigate();
  const rooms = useQuery({ ...resourcesLookup({ office: slug, resource_type: 'meeting_room' }), enabled: Boolean(slug) });
  const [room, setRoom] = useState('');
  const [day, setDay] = useState(today);
  const [start, setStart] = useState('10:00');
  const [end, setEnd] = useState('11:00');
  const [slot, setSlot] = useState<RoomSlot | null>(null);
  const [error, setError] = useState('');
  const next = () => {
    if (!room) return setError('Resource is required');
    if (!day) return setError('Booking day is required');
    if (end <= start) return setError('End time cant be before start time');
    setError('');
    setSlot({ resource: room, start: new Date(toInstant(day, start, timeZone)), end: new Date(toInstant(day, end, timeZone)) });
  };
  return (
    <Stack spacing={2}>
      <TextField select label="Meeting room" value={room} onChange={(e) => setRoom(e.target.value)} required error={error === 'Resource is required'}>
        {(rooms.data ?? []).map((r) => (
          <MenuItem key={r.slug} value={r.slug}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <DayInput label="Booking day" value={day} onChange={setDay} required />
      <Stack direction="row" spacing={2}>
        <TextField select fullWidth label="Start time" value={start} onChange={(e) => setStart(e.target.value)}>
          {TIMES.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <TextField select fullWidth label="End time" value={end} onChange={(e) => setEnd(e.target.value)}>
          {TIMES.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Typography color="error">{error}</Typography>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(-1)}>Back</Button>
        <Button variant="contained" onClick={next}>
          Continue
        </Button>
      </Stack>
      <MeetingRoomDialog
        open={Boolean(slot)}
        slot={slot}
        office={slug}
        timeZone={timeZone}
        onClose={(changed) => {
          setSlot(null);
          if (changed) navigate('/bookings/list');
        }}
      />
    </Stack>
  );
}
