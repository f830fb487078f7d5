import { addDaysIso } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DayInput } from '../../../components/day-input';

interface MapToolbarProps {
  floors: { slug: string; name: string }[];
  floor: string;
  onFloor: (slug: string) => void;
  day: string;
  today: string;
  onDay: (day: string) => void;
}

/** The map's floor tabs and its day: Today, Tomorrow or any day. */
export function MapToolbar({ floors, floor, onFloor, day, today, onDay }: MapToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }} useFlexGap>
      <ToggleButtonGroup exclusive size="small" value={floor} onChange={(_e, v: string | null) => v && onFloor(v)} aria-label="Floors">
        {floors.map((f) => (
          <ToggleButton key={f.slug} value={f.slug}>
            {f.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ flexGrow: 1 }} />
      <Button size="small" variant={day === today ? 'contained' : 'outlined'} onClick={() => onDay(today)}>
        Today
      </Button>
      <Button size="small" variant={day === addDaysIso(today, 1) ? 'contained' : 'outlined'} onClick={() => onDay(addDaysIso(today, 1))}>
        Tomorrow
      </Button>
      <DayInput size="small" label="Day" value={day} onChange={(next) => next && onDay(next)} />
    </Stack>
  );
}
