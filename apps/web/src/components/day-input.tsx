import { DISPLAY_DATE } from '@clubspace/contract';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { format, isValid, parse } from 'date-fns';

/**
 * The app's one date input (issue 24 §12): MUI X pickers in the operator's locale (en-GB, LocalizationProvider in
 * app/date-provider.tsx) showing dd-MM-yyyy like every list, instead of the browser's own date box (mm/dd/yyyy in an
 * en-US browser). Values stay the API's text: yyyy-MM-dd, or yyyy-MM-ddTHH:mm for a date and time.
 */
const DAY = 'yyyy-MM-dd';
const DAY_TIME = "yyyy-MM-dd'T'HH:mm";

const fromText = (text: string, shape: string) => {
  if (!text) return null;
  const d = parse(text, shape, new Date());
  return isValid(d) ? d : null;
};
const toText = (d: Date | null, shape: string) => (d && isValid(d) ? format(d, shape) : '');

interface InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  size?: 'small' | 'medium';
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  /** Earliest choosable value, in the same text shape as `value`. */
  min?: string;
}

function fieldProps(p: InputProps) {
  return { textField: { size: p.size, required: p.required, error: p.error, helperText: p.helperText, fullWidth: p.fullWidth } };
}

/** A day, as yyyy-MM-dd ('' when empty or unfinished). */
export function DayInput(p: InputProps) {
  return (
    <DatePicker
      label={p.label}
      format={DISPLAY_DATE}
      value={fromText(p.value, DAY)}
      minDate={fromText(p.min ?? '', DAY) ?? undefined}
      disabled={p.disabled}
      onChange={(d) => p.onChange(toText(d, DAY))}
      slotProps={fieldProps(p)}
    />
  );
}

/** A day and a time on 5-minute steps, as yyyy-MM-ddTHH:mm. */
export function DateTimeInput(p: InputProps) {
  return (
    <DateTimePicker
      label={p.label}
      format={`${DISPLAY_DATE} HH:mm`}
      ampm={false}
      timeSteps={{ minutes: 5 }}
      value={fromText(p.value, DAY_TIME)}
      minDateTime={fromText(p.min ?? '', DAY_TIME) ?? undefined}
      disabled={p.disabled}
      onChange={(d) => p.onChange(toText(d, DAY_TIME))}
      slotProps={fieldProps(p)}
    />
  );
}
