import { DISPLAY_DATE } from '@clubspace/contract';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';

const toDate = (iso: string) => (iso ? parseISO(iso) : null);
const toIso = (d: Date | null) => (d && isValid(d) ? format(d, 'yyyy-MM-dd') : '');

interface CustomRangeProps {
  start: string;
  end: string;
  onChange: (range: { start?: string; end?: string }) => void;
}

/** Start and end pickers of the Custom period; a separate chunk so the pickers load only when asked for. */
export default function CustomRange({ start, end, onChange }: CustomRangeProps) {
  return (
    <>
      <DatePicker
        label="Start date"
        format={DISPLAY_DATE}
        value={toDate(start)}
        maxDate={toDate(end) ?? undefined}
        onChange={(d) => onChange({ start: toIso(d) })}
        slotProps={{ textField: { size: 'small' } }}
      />
      <DatePicker
        label="End date"
        format={DISPLAY_DATE}
        value={toDate(end)}
        minDate={toDate(start) ?? undefined}
        onChange={(d) => onChange({ end: toIso(d) })}
        slotProps={{ textField: { size: 'small' } }}
      />
    </>
  );
}
