import { INVOICE_STATUS_TOGGLES } from '@clubspace/contract';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface InvoiceStatusToggleProps {
  /** '' = no status filter. */
  value: string;
  onChange: (status: string) => void;
}

/** Pending, Paid, Void, Open: one at a time; clicking the active one clears the filter (seed 2 §2). */
export function InvoiceStatusToggle({ value, onChange }: InvoiceStatusToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Invoice status"
      value={value || null}
      onChange={(_, next: string | null) => onChange(next ?? '')}
    >
      {INVOICE_STATUS_TOGGLES.map((s) => (
        <ToggleButton key={s.value} value={s.value}>
          {s.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
