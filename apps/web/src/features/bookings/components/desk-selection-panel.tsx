import { BOOKING_MESSAGES, CREATE_ORIGINS, formatPounds } from '@clubspace/contract';
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
import { HOT_DESK_HOURS } from '../../../components/booking/booking-messages';
import type { BookingOrigin, MapResource } from '../../../components/booking/booking-types';
import { notifySuccess } from '../../../lib/notify';
import { originLabel } from './booking-labels';
import { NO_ONE, selectionEntries, type SelectionWho } from './desk-selection-form';
import { DeskSelectionTimes } from './desk-selection-times';
import { DeskSelectionWho } from './desk-selection-who';
import { VatNote } from '../../../components/vat-note';

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
  const [who, setWho] = useState<SelectionWho>(NO_ONE);
  const [origin, setOrigin] = useState<BookingOrigin>('regular');
  const [start, setStart] = useState<string>(HOT_DESK_HOURS.start);
  const [end, setEnd] = useState<string>(HOT_DESK_HOURS.end);
  const [error, setError] = useState('');
  const create = useCreateBookings();
  const rules = useRuleOverride();
  // Hot desks are booked for the working day (spec §2.2); fixed desks may take any 5-minute window.
  const allHot = desks.every((d) => d.resource_type !== 'desk');
  const from = allHot ? HOT_DESK_HOURS.start : start;
  const to = allHot ? HOT_DESK_HOURS.end : end;
  // The entries create will receive, built once: the quote prices exactly these (issue 23).
  const entries = selectionEntries(desks, who, origin, { office, floor, day, from, to, timeZone });
  const quote = to > from ? quoteQuery(entries) : null;
  const price = useQuery({
    ...deskPriceQuery(quote ?? {}),
    enabled: Boolean(quote && (who.team || who.member || who.referral)),
  });

  const book = async () => {
    setError('');
    if (!who.team && !who.member && !who.referral && !who.guest) return setError(BOOKING_MESSAGES.whoMandatory);
    if (to <= from) return setError(BOOKING_MESSAGES.plannedEndBeforeStart);
    try {
      const res = await rules.withOverride((o) => create.mutateAsync(entries.map((e) => overriding(e, o))));
      notifySuccess(`${res.bookings.length} booking${res.bookings.length === 1 ? '' : 's'} created`);
      setWho(NO_ONE);
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
        <DeskSelectionWho who={who} onChange={(next) => setWho((w) => ({ ...w, ...next }))} />
        <TextField
          select
          size="small"
          label="Origin"
          value={who.referral ? 'referral' : origin}
          disabled={Boolean(who.referral)}
          onChange={(e) => setOrigin(e.target.value as BookingOrigin)}
        >
          {CREATE_ORIGINS.map((o) => (
            <MenuItem key={o} value={o}>
              {originLabel(o)}
            </MenuItem>
          ))}
        </TextField>
        <DeskSelectionTimes from={from} to={to} allHot={allHot} onStart={setStart} onEnd={setEnd} />
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
