import { isFinalBookingStatus } from '@clubspace/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { timeText } from '../../../components/booking/booking-time';
import type { BookingItem } from '../../../components/booking/booking-types';
import { bookerName, channelLabel } from './booking-labels';

interface BookingCardProps {
  booking: BookingItem;
  timeZone: string;
  /** This card is waiting for a desk click. */
  assigning: boolean;
  onOpen: () => void;
  onAssign: () => void;
}

/** A booking on the map's side panel: finished shows a tick, alert a red icon, deference 'Complimentary'. */
export function BookingCard({ booking: b, timeZone, assigning, onOpen, onAssign }: BookingCardProps) {
  const name = bookerName(b) || 'No name';
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: assigning ? 'success.main' : undefined, borderWidth: assigning ? 2 : 1 }}
      aria-label={`Booking ${b.code}`}
      role="article"
    >
      {/* Named by what it shows (booker, times, desk, code), so speech input can say what it sees (issue 24 §20). */}
      <CardActionArea onClick={onOpen} sx={{ p: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" sx={{ flexGrow: 1 }} noWrap>
            {name}
          </Typography>
          {b.status === 'finished' && <CheckCircleIcon color="success" fontSize="small" titleAccess="Finished" />}
          {b.status === 'alert' && <ErrorIcon color="error" fontSize="small" titleAccess="Alert" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {timeText(b.planned_start, timeZone)}–{timeText(b.planned_end, timeZone)} · {b.resource?.name ?? 'No desk'} · {b.code}
        </Typography>
        {b.team && b.member && (
          <Typography variant="caption" color="text.secondary">
            {b.team.name}
          </Typography>
        )}
        {/* Issue 11: a QR check-in shows here at once; a no-show the job released says so. */}
        {b.real_start && b.status !== 'finished' && (
          <Typography variant="caption" color="success.main" sx={{ display: 'block' }}>
            Checked in {timeText(b.real_start, timeZone)}
          </Typography>
        )}
        {b.status === 'released' && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Released (no-show)
          </Typography>
        )}
      </CardActionArea>
      {(b.origin === 'deference' || b.channel !== 'staff' || (!b.resource && !isFinalBookingStatus(b.status))) && (
        <Stack direction="row" spacing={1} sx={{ px: 1, pb: 1, alignItems: 'center' }}>
          {b.origin === 'deference' && <Chip size="small" label="Complimentary" color="info" />}
          {/* Made by the member in the portal (or through the API), not at the desk. */}
          {b.channel !== 'staff' && <Chip size="small" label={channelLabel(b.channel)} variant="outlined" />}
          {!b.resource && !isFinalBookingStatus(b.status) && (
            <Button size="small" variant={assigning ? 'contained' : 'outlined'} color="success" onClick={onAssign}>
              {assigning ? 'Click a free desk…' : 'Assign'}
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
