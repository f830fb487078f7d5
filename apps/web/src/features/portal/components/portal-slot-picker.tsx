import { durationText } from '@clubspace/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { timeIn } from './portal-words';

interface Props {
  starts: Date[];
  start: string;
  onStart: (iso: string) => void;
  durations: number[];
  duration: number;
  onDuration: (minutes: number) => void;
  timeZone: string;
}

/** Start time and duration as native selects (a phone's own wheel); only what fits the free time is offered. */
export function PortalSlotPicker({ starts, start, onStart, durations, duration, onDuration, timeZone }: Props) {
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        select
        label="Start"
        value={start}
        onChange={(e) => onStart(e.target.value)}
        slotProps={{ select: { native: true } }}
        size="small"
        sx={{ minWidth: 120 }}
      >
        {starts.map((s) => (
          <option key={s.toISOString()} value={s.toISOString()}>
            {timeIn(s, timeZone)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Duration"
        value={String(duration)}
        onChange={(e) => onDuration(Number(e.target.value))}
        slotProps={{ select: { native: true } }}
        size="small"
        sx={{ minWidth: 140 }}
      >
        {durations.map((d) => (
          <option key={d} value={d}>
            {durationText(d)}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
