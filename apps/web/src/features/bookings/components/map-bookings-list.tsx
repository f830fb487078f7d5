import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { brokersQuery } from '../../../components/booking/booking-lookups';
import { BOOKING_DELAYS } from '../../../components/booking/booking-messages';
import type { BookingItem } from '../../../components/booking/booking-types';
import { TeamPicker } from '../../../components/team-picker';
import { BookingCard } from './booking-card';

export type CardFilter = 'all' | 'assigned' | 'pending';

interface MapBookingFiltersProps {
  team: string;
  onTeam: (slug: string) => void;
  client: string;
  onClient: (slug: string) => void;
  filter: CardFilter;
  onFilter: (filter: CardFilter) => void;
}

/** Which of the day's bookings the map shows: a team's, a client's (broker), assigned a desk or still pending one. */
export function MapBookingFilters({ team, onTeam, client, onClient, filter, onFilter }: MapBookingFiltersProps) {
  const brokers = useQuery(brokersQuery());
  return (
    <>
      <Stack direction="row" spacing={1}>
        <TeamPicker
          value={team}
          onChange={(t) => onTeam(t?.slug ?? '')}
          delay={BOOKING_DELAYS.debounce}
          size="small"
          minWidth={160}
          label="Search team"
        />
        <TextField select size="small" label="Client" value={client} onChange={(e) => onClient(e.target.value)} sx={{ minWidth: 140 }}>
          <MenuItem value="">All clients</MenuItem>
          {(brokers.data ?? []).map((b) => (
            <MenuItem key={b.slug} value={b.slug}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ToggleButtonGroup exclusive size="small" value={filter} onChange={(_e, v: CardFilter | null) => v && onFilter(v)} aria-label="Bookings filter">
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="assigned">Assigned</ToggleButton>
        <ToggleButton value="pending">Pending</ToggleButton>
      </ToggleButtonGroup>
    </>
  );
}

interface MapBookingListProps {
  cards: BookingItem[];
  timeZone: string;
  /** The booking waiting for a desk click, if any. */
  assigning: string | null;
  onOpen: (booking: BookingItem) => void;
  onAssign: (booking: BookingItem) => void;
}

/** The day's bookings as cards: open one, or assign it a desk on the plan. */
export function MapBookingList({ cards, timeZone, assigning, onOpen, onAssign }: MapBookingListProps) {
  return (
    <Stack spacing={1} role={cards.length ? 'list' : undefined} aria-label="Bookings of the day" sx={{ maxHeight: 560, overflowY: 'auto' }}>
      {cards.length === 0 && <Typography color="text.secondary">No bookings</Typography>}
      {cards.map((b) => (
        <Box role="listitem" key={b.code}>
          <BookingCard booking={b} timeZone={timeZone} assigning={assigning === b.code} onOpen={() => onOpen(b)} onAssign={() => onAssign(b)} />
        </Box>
      ))}
    </Stack>
  );
}
