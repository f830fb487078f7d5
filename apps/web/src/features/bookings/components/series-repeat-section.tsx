import {
  MAX_OCCURRENCES,
  RECURRENCE_FREQUENCIES,
  RECURRENCE_FREQUENCY_LABELS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type RecurrenceFrequency,
  type RecurrenceRuleInput,
  type SeriesPreviewResult,
} from '@clubspace/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BookingEntry } from '../../../components/booking/booking-types';
import { ApiError } from '../../../lib/api-client';
import { useCreateSeries, usePreviewSeries } from '../api/series-api';
import { DayInput } from '../../../components/day-input';

export interface RepeatValues {
  on: boolean;
  frequency: RecurrenceFrequency;
  interval: string;
  weekdays: number[];
  end: 'count' | 'until';
  count: string;
  until: string;
}

const INITIAL: RepeatValues = { on: false, frequency: 'weekly', interval: '1', weekdays: [], end: 'count', count: '8', until: '' };

export function ruleOf(v: RepeatValues): RecurrenceRuleInput {
  return {
    frequency: v.frequency,
    interval: Number(v.interval) || 1,
    weekdays: v.frequency === 'weekly' ? v.weekdays : [],
    count: v.end === 'count' ? (v.count === '' ? null : Number(v.count)) : null,
    until: v.end === 'until' ? v.until || null : null,
  };
}

/** 'Book the 8 free ones', or 'Book all 10' when nothing clashes. */
export const bookFreeLabel = (ok: number, total: number) => (ok === total ? `Book all ${total}` : `Book the ${ok} free ${ok === 1 ? 'one' : 'ones'}`);

/**
 * The dialog's repeat state: the rule being edited and the last preview. `check` previews the series of an entry;
 * an error on the entry's own fields is thrown back for the dialog's form, errors of the rule stay here.
 */
export function useSeriesRepeat() {
  const [values, setValues] = useState<RepeatValues>(INITIAL);
  const [result, setResult] = useState<{ key: string; entry: BookingEntry; data: SeriesPreviewResult } | null>(null);
  const [ruleErrors, setRuleErrors] = useState<Record<string, string>>({});
  const preview = usePreviewSeries();
  const create = useCreateSeries();
  const [failure, setFailure] = useState('');
  const keyOf = (entry: BookingEntry) => JSON.stringify({ entry, rule: ruleOf(values) });
  const check = async (entry: BookingEntry) => {
    setRuleErrors({});
    try {
      const data = await preview.mutateAsync({ entry, recurrence: ruleOf(values) });
      setResult({ key: keyOf(entry), entry, data });
    } catch (err) {
      const ruleOnly =
        err instanceof ApiError && Object.keys(err.fieldErrors).length > 0 && Object.keys(err.fieldErrors).every((k) => k.startsWith('recurrence.'));
      if (!ruleOnly) throw err;
      setRuleErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, m]) => [k.slice('recurrence.'.length), m])));
    }
  };
  return {
    values,
    set: (patch: Partial<RepeatValues>) => setValues((v) => ({ ...v, ...patch })),
    on: values.on,
    result,
    ruleErrors,
    checking: preview.isPending,
    check,
    /** The preview still describes this entry and rule. */
    isCurrent: (entry: BookingEntry) => result !== null && result.key === keyOf(entry),
    /** The preview of this entry and rule, if one is current (the dialog then shows it instead of the form). */
    shownFor: (entry: BookingEntry) => (values.on && result !== null && result.key === keyOf(entry) ? result : null),
    clear: () => {
      setFailure('');
      setResult(null);
    },
    failure,
    booking: create.isPending,
    /** Books the previewed series, skipping the dates that clash. */
    book: async (onBooked: (detail: string) => void) => {
      if (!result) return;
      setFailure('');
      try {
        const out = await create.mutateAsync({ entry: result.entry, recurrence: ruleOf(values), on_conflict: 'skip' });
        onBooked(out.detail);
      } catch (err) {
        setFailure(err instanceof Error ? err.message : String(err));
      }
    },
  };
}
export type SeriesRepeat = ReturnType<typeof useSeriesRepeat>;

/** A weekly series' weekdays (none: the first booking's day). */
function WeekdaysField({ repeat }: { repeat: SeriesRepeat }) {
  return (
    <Stack spacing={0.5}>
      <ToggleButtonGroup
        size="small"
        value={repeat.values.weekdays}
        onChange={(_, days: number[]) => repeat.set({ weekdays: days })}
        aria-label="Weekdays"
      >
        {WEEKDAYS.map((d) => (
          <ToggleButton key={d} value={d} aria-label={WEEKDAY_LABELS[d]}>
            {WEEKDAY_LABELS[d]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="caption" color={repeat.ruleErrors.weekdays ? 'error' : 'text.secondary'}>
        {repeat.ruleErrors.weekdays ?? 'No weekday chosen: the day of the first booking'}
      </Typography>
    </Stack>
  );
}

/**
 * 'Repeat' in a booking dialog: frequency, interval, weekdays, until a day or N times. After 'Check dates' the
 * dialog shows SeriesPreview in place of its form, with SeriesPreviewActions as its one row of actions (issue 24 §15).
 */
export function SeriesRepeatSection({ repeat }: { repeat: SeriesRepeat }) {
  const v = repeat.values;
  return (
    <Stack spacing={1.5} role="group" aria-label="Repeat">
      <FormControlLabel control={<Switch checked={v.on} onChange={(e) => repeat.set({ on: e.target.checked })} />} label="Repeat" />
      {v.on && (
        <>
          <Stack direction="row" spacing={2}>
            <TextField
              select
              label="Frequency"
              value={v.frequency}
              onChange={(e) => repeat.set({ frequency: e.target.value as RecurrenceFrequency })}
              sx={{ minWidth: 140 }}
            >
              {RECURRENCE_FREQUENCIES.map((f) => (
                <MenuItem key={f} value={f}>
                  {RECURRENCE_FREQUENCY_LABELS[f]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Every"
              type="number"
              value={v.interval}
              onChange={(e) => repeat.set({ interval: e.target.value })}
              error={Boolean(repeat.ruleErrors.interval)}
              helperText={repeat.ruleErrors.interval ?? (v.frequency === 'daily' ? 'days' : v.frequency === 'weekly' ? 'weeks' : 'months')}
              slotProps={{ htmlInput: { min: 1, max: 52 } }}
              sx={{ width: 110 }}
            />
          </Stack>
          {v.frequency === 'weekly' && <WeekdaysField repeat={repeat} />}
          <RadioGroup row value={v.end} onChange={(e) => repeat.set({ end: e.target.value as RepeatValues['end'] })} aria-label="Ends">
            <FormControlLabel value="count" control={<Radio />} label="After" />
            <TextField
              label="Times"
              type="number"
              size="small"
              value={v.count}
              disabled={v.end !== 'count'}
              onChange={(e) => repeat.set({ count: e.target.value })}
              error={Boolean(repeat.ruleErrors.count)}
              helperText={repeat.ruleErrors.count}
              slotProps={{ htmlInput: { min: 1, max: MAX_OCCURRENCES } }}
              sx={{ width: 100, mr: 2 }}
            />
            <FormControlLabel value="until" control={<Radio />} label="Until" />
            <DayInput
              label="Last day"
              size="small"
              value={v.until}
              disabled={v.end !== 'until'}
              onChange={(until) => repeat.set({ until })}
              error={Boolean(repeat.ruleErrors.until)}
              helperText={repeat.ruleErrors.until}
            />
          </RadioGroup>
        </>
      )}
    </Stack>
  );
}
