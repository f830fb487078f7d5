import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TimeRange } from '@clubspace/contract';
import { timeIn } from './portal-words';

interface Props {
  name: string;
  capacity: number;
  floor: string | null;
  timeZone: string;
  open: TimeRange | null;
  busy: { start: string; end: string }[];
  free: TimeRange[];
  chosen: boolean;
  onChoose: () => void;
}

const span = (r: { start: Date | string; end: Date | string }, tz: string) => `${timeIn(r.start, tz)}–${timeIn(r.end, tz)}`;

/** One room's day: a bar of its busy ranges over the opening hours (drawn), the free ranges in words, and Choose. */
export function PortalRoomDay({ name, capacity, floor, timeZone, open, busy, free, chosen, onChoose }: Props) {
  const from = open?.start.getTime() ?? 0;
  const length = open ? open.end.getTime() - from : 1;
  const pct = (t: string | Date) => Math.min(100, Math.max(0, ((new Date(t).getTime() - from) / length) * 100));
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, borderColor: chosen ? 'primary.main' : undefined, borderWidth: chosen ? 2 : 1 }}
      data-testid="portal-room"
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Box>
          <Typography variant="subtitle1" component="h2">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {capacity > 0 ? `${capacity} people` : 'Meeting room'}
            {floor ? ` · ${floor}` : ''}
          </Typography>
        </Box>
        <Button
          variant={chosen ? 'contained' : 'outlined'}
          size="small"
          aria-pressed={chosen}
          disabled={!free.length}
          onClick={onChoose}
          aria-label={`Choose ${name}`}
        >
          {chosen ? 'Chosen' : 'Choose'}
        </Button>
      </Stack>
      {open ? (
        <>
          <Box aria-hidden sx={{ position: 'relative', height: 12, my: 1, borderRadius: 1, bgcolor: 'success.light' }}>
            {busy.map((b) => (
              <Box
                key={b.start}
                sx={{
                  position: 'absolute',
                  top: 0,
                  bottom: 0,
                  left: `${pct(b.start)}%`,
                  width: `${pct(b.end) - pct(b.start)}%`,
                  bgcolor: 'grey.600',
                }}
              />
            ))}
          </Box>
          <Typography variant="caption" component="p" color="text.secondary">
            Open {span(open, timeZone)}
            {busy.length ? ` · Busy ${busy.map((b) => span(b, timeZone)).join(', ')}` : ''}
          </Typography>
          <Typography variant="body2">
            {free.length ? `Free ${free.map((r) => span(r, timeZone)).join(', ')}` : 'No free time left this day'}
          </Typography>
        </>
      ) : (
        <Typography variant="body2">Closed this day</Typography>
      )}
    </Paper>
  );
}
