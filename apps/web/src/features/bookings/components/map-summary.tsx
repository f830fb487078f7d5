import { formatOccupancy } from '@clubspace/contract';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * Num Bookings, Occupancy % (shown as the dashboard card shows it) and Pending Orders (the seed's dash is the office's
 * count now, issue 24 §17).
 */
export function MapSummary({ bookings, occupancy, pendingOrders }: { bookings?: number; occupancy?: number; pendingOrders?: number }) {
  const item = (label: string, value: string) => (
    <Paper variant="outlined" sx={{ p: 1, flex: 1, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" aria-label={label}>
        {value}
      </Typography>
    </Paper>
  );
  return (
    <Stack direction="row" spacing={1}>
      {item('Num Bookings', bookings === undefined ? '…' : String(bookings))}
      {item('Occupancy', occupancy === undefined ? '…' : formatOccupancy(occupancy))}
      {item('Pending Orders', pendingOrders === undefined ? '…' : String(pendingOrders))}
    </Stack>
  );
}
