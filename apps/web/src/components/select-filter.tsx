import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface SelectFilterProps<V extends string> {
  label: string;
  value: string;
  options: readonly V[];
  /** Display text per value (the enum's label map from the contract); the value itself when missing. */
  labels?: Partial<Record<V, string>>;
  onChange: (value: V | '') => void;
  /** The first entry, which clears the filter: 'All' (an empty filter keeps every row). */
  allLabel?: string;
  minWidth?: number;
}

/** A list filter that picks one value of an enum, or All. */
export function SelectFilter<V extends string>({ label, value, options, labels, onChange, allLabel = 'All', minWidth = 130 }: SelectFilterProps<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as V | '')}
      sx={{ minWidth }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labels?.[option] ?? option}
        </MenuItem>
      ))}
    </TextField>
  );
}
