import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface SelectFilterProps<V extends string> {
  label: string;
  value: string;
  options: readonly V[];
  /** Display text per value; the value itself when missing. */
  labels?: Partial<Record<V, string>>;
  onChange: (value: V | '') => void;
  /** The first entry, which clears the filter. */
  noneLabel?: string;
  minWidth?: number;
}

/** A list filter that picks one value of an enum, or none. */
export function SelectFilter<V extends string>({ label, value, options, labels, onChange, noneLabel = 'None', minWidth = 150 }: SelectFilterProps<V>) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value as V | '')} sx={{ minWidth }}>
      <MenuItem value="">{noneLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labels?.[option] ?? option}
        </MenuItem>
      ))}
    </TextField>
  );
}
