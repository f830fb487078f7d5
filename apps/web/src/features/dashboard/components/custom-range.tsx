import { customRangeProblem, DASHBOARD_CUSTOM_DELAY_MS, DASHBOARD_MAX_YEAR, DASHBOARD_MIN_YEAR, DISPLAY_DATE } from '@clubspace/contract';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { useEffect, useState } from 'react';

const toDate = (iso: string) => {
  const d = iso ? parseISO(iso) : null;
  return d && isValid(d) ? d : null;
};
/** '' when cleared, 'invalid' while half typed, yyyy-MM-dd otherwise (a half-typed year reads as 0002). */
const toDraft = (d: Date | null) => (d === null ? '' : isValid(d) ? format(d, 'yyyy-MM-dd') : 'invalid');
const MIN_DATE = new Date(DASHBOARD_MIN_YEAR, 0, 1);
const MAX_DATE = new Date(DASHBOARD_MAX_YEAR, 11, 31);

interface CustomRangeProps {
  start: string;
  end: string;
  onChange: (range: { start: string; end: string }) => void;
}

/**
 * Start and end pickers of the Custom period (a separate chunk: the pickers load only when asked for). What is typed
 * stays here until both dates are complete and plausible (contract customRangeProblem) and have stopped changing for
 * a moment; only then does the URL (and so the cards' calls) change. Until then one inline hint says what is missing.
 */
export default function CustomRange({ start, end, onChange }: CustomRangeProps) {
  const [draft, setDraft] = useState({ start, end });
  const problem = customRangeProblem(draft.start, draft.end);

  useEffect(() => {
    if (problem || (draft.start === start && draft.end === end)) return;
    const timer = setTimeout(() => onChange(draft), DASHBOARD_CUSTOM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, problem, start, end, onChange]);

  const picker = (key: 'start' | 'end', label: string) => (
    <DatePicker
      label={label}
      format={DISPLAY_DATE}
      value={toDate(draft[key])}
      minDate={key === 'end' ? (toDate(draft.start) ?? MIN_DATE) : MIN_DATE}
      maxDate={key === 'start' ? (toDate(draft.end) ?? MAX_DATE) : MAX_DATE}
      onChange={(d) => setDraft((prev) => ({ ...prev, [key]: toDraft(d) }))}
      slotProps={{ textField: { size: 'small', 'aria-describedby': 'custom-range-hint' } }}
    />
  );

  return (
    <>
      {picker('start', 'Start date')}
      {picker('end', 'End date')}
      {problem && (
        <Typography id="custom-range-hint" role="status" variant="body2" color="text.secondary" sx={{ alignSelf: { sm: 'center' } }}>
          {problem}
        </Typography>
      )}
    </>
  );
}
