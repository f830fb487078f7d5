import { BOOKING_MESSAGES, CREATE_ORIGINS, DEBOUNCE, formatPounds } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deskPriceQuery, useCreateBookings } from '../../../components/booking/booking-api';
import { quoteQuery } from '../../../components/booking/booking-quote';
import { overriding, useRuleOverride } from '../../../components/booking/rule-override';
import { teamGuestsQuery } from '../../../components/booking/booking-lookups';
import { HOT_DESK_HOURS, TIME_STEP_MINUTES } from '../../../components/booking/booking-messages';
import { timeOptions, toInstant } from '../../../components/booking/booking-time';
import type { BookingEntry, BookingOrigin, MapResource } from '../../../components/booking/booking-types';
import { LookupPicker } from '../../../components/lookup-picker';
import { TeamPicker } from '../../../components/team-picker';
import { memberLookupQuery } from '../../../lib/lookups-api';
import { notifySuccess } from '../../../lib/notify';
import { originLabel } from './booking-labels';
import { MemberPicker } from '../../../components/member-picker';
import { VatNote } from '../../../components/vat-note';

const TIMES = timeOptions(TIME_STEP_MINUTES, '06:00', '23:00');

interface DeskSelectionPanelProps {
  desks: MapResource[];
  day: string;
  office: string;
  floor: string;
  timeZone: string;
  onRemove: (slug: string) => void;
  onBooked: () => void;
}

/** Books the desks selected on the map for a member, a team, a guest or a referral member, in one all-or-nothing call. */
export function DeskSelectionPanel({ desks, day, office, floor, timeZone, onRemove, onBooked }: DeskSelectionPanelProps) {
  const [team, setTeam] = useState('');
  const [member, setMember] = useState('');
  const [referral, setReferral] = useState('');
  const [guest, setGuest] = useState('');
  const [origin, setOrigin] = useState<BookingOrigin>('regular');
  const [start, setStart] = useState<string>(HOT_DESK_HOURS.start);
  const [end, setEnd] = useState<string>(HOT_DESK_HOURS.end);
  const [error, setError] = useState('');
  const create = useCreateBookings();
  const rules = useRuleOverride();
  const guests = useQuery(teamGuestsQuery(team));
  // Hot desks are booked for the working day (spec §2.2); fixed desks may take any 5-minute window.
  const allHot = desks.every((d) => d.resource_type !== 'desk');
  const from = allHot ? HOT_DESK_HOURS.start : start;
  const to = allHot ? HOT_DESK_HOURS.end : end;
  // The entries create will receive, built once: the quote prices exactly these (issue 23).
  const entries: BookingEntry[] = desks.map((d) => ({
    office,
    floor,
    start: toInstant(day, from, timeZone),
    end: toInstant(day, to, timeZone),
    booking_type: d.resource_type === 'desk' ? 'desk' : 'hot_desk',
    resource: d.slug,
    work_area: d.work_area?.slug ?? null,
    team: team || null,
    member: referral || member || null,
    guest: guest || null,
    origin: referral ? 'referral' : origin,
    complimentary: origin === 'deference',
    capacity: 1,
  }));
  const quote = to > from ? quoteQuery(entries) : null;
  const price = useQuery({
    ...deskPriceQuery(quote ?? {}),
    enabled: Boolean(quote && (team || member || referral)),
  });

  const book = async () => {
    setError('');
    if (!team && !member && !referral && !guest) return setError(BOOKING_MESSAGES.whoMandatory);
    if (to <= from) return setError(BOOKING_MESSAGES.plannedEndBeforeStart);
    try {
      const res = await rules.withOverride((o) => create.mutateAsync(entries.map((e) => overriding(e, o))));
      notifySuccess(`${res.bookings.length} booking${res.bookings.length === 1 ? '' : 's'} created`);
      setTeam('');
      setMember('');
      setReferral('');
      setGuest('');
      onBooked();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The booking failed');
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Desk selection" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h2">
          Book selected desks ({desks.length})
        </Typography>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {desks.map((d) => (
            <Chip key={d.slug} label={d.name} onDelete={() => onRemove(d.slug)} color="success" size="small" />
          ))}
        </Stack>
        <MemberPicker label="Referral member" name="referral" size="small" value={referral} onChange={(m) => setReferral(m?.slug ?? '')} delay={DEBOUNCE.memberDialogAutocomplete} />
        <TeamPicker
          value={team}
          onChange={(t) => {
            setTeam(t?.slug ?? '');
            setMember('');
            setGuest('');
          }}
          delay={DEBOUNCE.memberDialogAutocomplete}
          size="small"
        />
        <LookupPicker
          label="Member"
          name="member"
          size="small"
          value={member}
          disabled={!team}
          query={(term) => memberLookupQuery(term, team)}
          onChange={(m) => setMember(m?.slug ?? '')}
          delay={DEBOUNCE.memberDialogAutocomplete}
        />
        {team && (
          <TextField select size="small" label="Guest" value={guest} onChange={(e) => setGuest(e.target.value)}>
            <MenuItem value="">No guest</MenuItem>
            {(guests.data ?? []).map((g) => (
              <MenuItem key={g.slug} value={g.slug}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField select size="small" label="Origin" value={referral ? 'referral' : origin} disabled={Boolean(referral)} onChange={(e) => setOrigin(e.target.value as BookingOrigin)}>
          {CREATE_ORIGINS.map((o) => (
            <MenuItem key={o} value={o}>
              {originLabel(o)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          <TextField select size="small" fullWidth label="Start" value={from} disabled={allHot} onChange={(e) => setStart(e.target.value)} helperText={allHot ? 'Hot desks: 09:00–18:00' : undefined}>
            {TIMES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" fullWidth label="End" value={to} disabled={allHot} onChange={(e) => setEnd(e.target.value)}>
            {TIMES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {/* The map books without prepaid packages: the full price is what the invoice lines will carry. */}
        {price.data && (
          <Typography variant="body2" role="status" aria-label="Selection price">
            Price {formatPounds(price.data.full_price)}
            <VatNote />
          </Typography>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Button variant="contained" onClick={book} disabled={create.isPending || desks.length === 0}>
          Book {desks.length} desk{desks.length === 1 ? '' : 's'}
        </Button>
      </Stack>
      {rules.dialog}
    </Paper>
  );
}
