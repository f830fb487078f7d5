import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface PlaceChoice {
  office: string;
  floor: string;
  day: string;
  /** '' unless several days are booked at once. */
  endDay: string;
}
interface Office {
  slug: string;
  name: string;
  floors: { slug: string; name: string }[];
}
interface Props {
  offices: Office[];
  value: PlaceChoice;
  onChange: (v: PlaceChoice) => void;
  /** Today in the office: the earliest day offered. */
  today: string;
  /** Desks: a floor and a range of days; rooms: the office and one day. */
  desks?: boolean;
}

/**
 * A day as the browser's own date input: phones open their native calendar, and the portal's bundle carries no
 * picker library (the staff area's DayInput needs MUI X and its provider).
 */
function DayField({ label, value, min, onChange }: { label: string; value: string; min: string; onChange: (day: string) => void }) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
    />
  );
}

/** Office, floor and day (or from–to days): native selects and date inputs, so phones open their own pickers. */
export function PortalPlacePicker({ offices, value, onChange, today, desks = false }: Props) {
  const office = offices.find((o) => o.slug === value.office);
  const set = (patch: Partial<PlaceChoice>) => onChange({ ...value, ...patch });
  const several = value.endDay !== '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        label="Office"
        value={value.office}
        onChange={(e) => set({ office: e.target.value, floor: offices.find((o) => o.slug === e.target.value)?.floors[0]?.slug ?? '' })}
        slotProps={{ select: { native: true } }}
        size="small"
      >
        {offices.map((o) => (
          <option key={o.slug} value={o.slug}>
            {o.name}
          </option>
        ))}
      </TextField>
      {desks && office?.floors.length ? (
        <TextField
          select
          label="Floor"
          value={value.floor}
          onChange={(e) => set({ floor: e.target.value })}
          slotProps={{ select: { native: true } }}
          size="small"
        >
          {office.floors.map((f) => (
            <option key={f.slug} value={f.slug}>
              {f.name}
            </option>
          ))}
          <option value="">All floors</option>
        </TextField>
      ) : null}
      <DayField
        label={several ? 'From' : 'Day'}
        value={value.day}
        min={today}
        onChange={(day) => set({ day, endDay: several && day > value.endDay ? day : value.endDay })}
      />
      {desks && several ? <DayField label="To" value={value.endDay} min={value.day || today} onChange={(endDay) => set({ endDay })} /> : null}
      {desks ? (
        <FormControlLabel
          control={<Checkbox checked={several} onChange={(e) => set({ endDay: e.target.checked ? value.day : '' })} />}
          label="Several days"
        />
      ) : null}
    </Stack>
  );
}
