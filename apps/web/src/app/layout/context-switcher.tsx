import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

interface ContextSwitcherProps {
  label: string;
  value: string;
  options: { slug: string; name: string }[];
  onChange: (slug: string) => void;
  disabled?: boolean;
}

/**
 * A compact select on the top bar (office or client). No floating label: it would sit on the navigation colour,
 * so the name goes to aria-label (screen readers and e2e find it as 'Office' / 'Client').
 */
export function ContextSwitcher({ label, value, options, onChange, disabled }: ContextSwitcherProps) {
  return (
    <Select
      size="small"
      value={options.some((o) => o.slug === value) ? value : ''}
      onChange={(e) => onChange(String(e.target.value))}
      disabled={disabled}
      inputProps={{ 'aria-label': label }}
      sx={{ minWidth: 160, bgcolor: 'background.paper' }}
    >
      {options.map((o) => (
        <MenuItem key={o.slug} value={o.slug}>
          {o.name}
        </MenuItem>
      ))}
    </Select>
  );
}
