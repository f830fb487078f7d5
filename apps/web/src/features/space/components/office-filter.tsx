import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { floorLookupQuery, officeLookupQuery } from '../api/space-lookups-api';

/** Office filter of the space lists (lookup call, open to any staff). */
export function OfficeFilter({ value, onChange }: { value: string; onChange: (office: string) => void }) {
  const offices = useQuery(officeLookupQuery()).data?.offices ?? [];
  return (
    <TextField
      select
      size="small"
      label="Office"
      value={offices.some((o) => o.slug === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">All offices</MenuItem>
      {offices.map((o) => (
        <MenuItem key={o.slug} value={o.slug}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Floor filter, offered once an office is chosen. */
export function FloorFilter({ office, value, onChange }: { office: string; value: string; onChange: (floor: string) => void }) {
  const floors = useQuery(floorLookupQuery(office)).data?.floors ?? [];
  return (
    <TextField
      select
      size="small"
      label="Floor"
      disabled={!office}
      value={floors.some((f) => f.slug === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">All floors</MenuItem>
      {floors.map((f) => (
        <MenuItem key={f.slug} value={f.slug}>
          {f.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
