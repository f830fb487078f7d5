import { formatPounds } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { dateTimeText, timeText } from '../../../components/booking/booking-time';
import type { BookingEntry } from '../../../components/booking/booking-types';
import { bookFreeLabel, type SeriesRepeat } from './series-repeat-section';

/**
 * The checked series, shown by the dialog in place of its form so it is in view at once (issue 24 §15): how many
 * dates are free, and each date with its conflict in words.
 */
export function SeriesPreview({ repeat, entry, timeZone }: { repeat: SeriesRepeat; entry: BookingEntry; timeZone: string }) {
  const shown = repeat.shownFor(entry);
  if (!shown) return null;
  return (
    <Stack spacing={1} sx={{ pt: 1 }}>
      <Typography variant="subtitle2" role="status">
        {shown.data.num_ok} of {shown.data.occurrences.length} free
      </Typography>
      <Table size="small" aria-label="Repeat preview">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Time</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.data.occurrences.map((o) => (
            <TableRow key={o.index}>
              <TableCell>{dateTimeText(o.start, timeZone).slice(0, 10)}</TableCell>
              <TableCell>
                {timeText(o.start, timeZone)}–{timeText(o.end, timeZone)}
              </TableCell>
              <TableCell>{o.price === null ? '' : formatPounds(o.price)}</TableCell>
              <TableCell sx={{ color: o.status === 'ok' ? 'success.main' : 'error.main' }}>{o.status === 'ok' ? 'Free' : o.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {repeat.failure && <Alert severity="error">{repeat.failure}</Alert>}
    </Stack>
  );
}

/** The dialog's one row of actions while the preview shows: back to the form, or book the free dates. */
export function SeriesPreviewActions({ repeat, entry, onBooked }: { repeat: SeriesRepeat; entry: BookingEntry; onBooked: (detail: string) => void }) {
  const shown = repeat.shownFor(entry);
  if (!shown) return null;
  return (
    <>
      <Button onClick={() => repeat.clear()} disabled={repeat.booking}>
        Change dates
      </Button>
      <Button variant="contained" onClick={() => void repeat.book(onBooked)} disabled={repeat.booking || shown.data.num_ok === 0}>
        {bookFreeLabel(shown.data.num_ok, shown.data.occurrences.length)}
      </Button>
    </>
  );
}
