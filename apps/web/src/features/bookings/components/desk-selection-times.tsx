import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TIME_STEP_MINUTES } from '../../../components/booking/booking-messages';
import { timeOptions } from '../../../components/booking/booking-time';

const TIMES = timeOptions(TIME_STEP_MINUTES, '06:00', '23:00');

interface DeskSelectionTimesProps {
  from: string;
  to: string;
  /** Only hot desks selected: the working day, not editable. */
  allHot: boolean;
  onStart: (time: string) => void;
  onEnd: (time: string) => void;
}

/** Start and end of the selection's bookings (fixed desks only; hot desks are booked 09:00–18:00). */
export function DeskSelectionTimes({ from, to, allHot, onStart, onEnd }: DeskSelectionTimesProps) {
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        size="small"
        fullWidth
        label="Start"
        value={from}
        disabled={allHot}
        onChange={(e) => onStart(e.target.value)}
        helperText={allHot ? 'Hot desks: 09:00–18:00' : undefined}
      >
        {TIMES.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" fullWidth label="End" value={to} disabled={allHot} onChange={(e) => onEnd(e.target.value)}>
        {TIMES.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
