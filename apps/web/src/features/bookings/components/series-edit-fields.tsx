import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const SHIFTS = [-120, -60, -30, -15, 0, 15, 30, 60, 120];
const shiftLabel = (m: number) =>
  m === 0 ? 'Keep the time' : `${m > 0 ? 'Later' : 'Earlier'} by ${Math.abs(m) >= 60 ? `${Math.abs(m) / 60} h` : `${Math.abs(m)} min`}`;

interface SeriesEditFieldsProps {
  shift: number;
  onShift: (minutes: number) => void;
  room: string;
  onRoom: (slug: string) => void;
  /** Undefined until typed: the comments stay as they are. */
  comments: string | undefined;
  onComments: (text: string) => void;
  rooms: { slug: string; name: string }[];
  errors: Record<string, string>;
}

/** What an edit of a series' bookings changes: the time shift, the room and the comments. */
export function SeriesEditFields({ shift, onShift, room, onRoom, comments, onComments, rooms, errors }: SeriesEditFieldsProps) {
  return (
    <>
      <TextField
        select
        label="Time"
        value={shift}
        onChange={(e) => onShift(Number(e.target.value))}
        error={Boolean(errors.shift_minutes)}
        helperText={errors.shift_minutes}
      >
        {SHIFTS.map((m) => (
          <MenuItem key={m} value={m}>
            {shiftLabel(m)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Room" value={room} onChange={(e) => onRoom(e.target.value)}>
        <MenuItem value="">Keep the room</MenuItem>
        {rooms.map((r) => (
          <MenuItem key={r.slug} value={r.slug}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Comments"
        multiline
        minRows={2}
        value={comments ?? ''}
        onChange={(e) => onComments(e.target.value)}
        placeholder="Leave empty to keep the comments"
      />
    </>
  );
}
