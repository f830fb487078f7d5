import {
  MAX_OCCURRENCES,
  RECURRENCE_FREQUENCIES,
  RECURRENCE_FREQUENCY_LABELS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  formatPounds,
  type RecurrenceFrequency,
  type RecurrenceRuleInput,
  type SeriesPreviewResult,
} from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { dateTimeText, timeText } from '../../../components/booking/booking-time';
import type { BookingEntry } from '../../../components/booking/booking-types';
import { ApiError } from '../../../lib/api-client';
import { useCreateSeries, usePreviewSeries } from './series-api';
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
  const keyOf = (entry: BookingEntry) => JSON.stringify({ entry, rule: ruleOf(values) });
  const check = async (entry: BookingEntry) => {
    setRuleErrors({});
    try {
      const data = await preview.mutateAsync({ entry, recurrence: ruleOf(values) });
      setResult({ key: keyOf(entry), entry, data });
    } catch (err) {
      const ruleOnly = err instanceof ApiError && Object.keys(err.fieldErrors).length > 0 && Object.keys(err.fieldErrors).every((k) => k.startsWith('recurrence.'));
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
    clear: () => setResult(null),
  };
}
export type SeriesRepeat = ReturnType<typeof useSeriesRepeat>;

/**
 * 'Repeat' in a booking dialog: frequency, interval, weekdays, until a day or N times; after 'Check dates' the
 * per-occurrence preview with its conflicts in words, and 'Book the N free ones' / 'Cancel'.
 */
export function SeriesRepeatSection({ repeat, entry, timeZone, onBooked }: { repeat: SeriesRepeat; entry: BookingEntry; timeZone: string; onBooked: (detail: string) => void }) {
  const v = repeat.values;
  const create = useCreateSeries();
  const [failure, setFailure] = useState('');
  const shown = repeat.result && repeat.isCurrent(entry) ? repeat.result : null;
  const book = async () => {
    if (!shown) return;
    setFailure('');
    try {
      const out = await create.mutateAsync({ entry: shown.entry, recurrence: ruleOf(v), on_conflict: 'skip' });
      onBooked(out.detail);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Stack spacing={1.5} role="group" aria-label="Repeat">
      <FormControlLabel control={<Switch checked={v.on} onChange={(e) => repeat.set({ on: e.target.checked })} />} label="Repeat" />
      {v.on && (
        <>
          <Stack direction="row" spacing={2}>
            <TextField select label="Frequency" value={v.frequency} onChange={(e) => repeat.set({ frequency: e.target.value as RecurrenceFrequency })} sx={{ minWidth: 140 }}>
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
          {v.frequency === 'weekly' && (
            <Stack spacing={0.5}>
              <ToggleButtonGroup size="small" value={v.weekdays} onChange={(_, days: number[]) => repeat.set({ weekdays: days })} aria-label="Weekdays">
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
          )}
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
          {shown && (
            <Stack spacing={1}>
              <Typography variant="subtitle2" role="status">
                {shown.data.num_ok} of {shown.data.occurrences.length} free
              </Typography>
              <Table size="small" aria-label="Repeat preview">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell>Time</TableCell>
                    <TableCell>Price</TableCell>
                    <TableCell>Status</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.data.occurrences.map((o) => (
                    <TableRow key={o.index}>
                      <TableCell>{dateTimeText(o.start, timeZone).slice(0, 10)}</TableCell>
                      <TableCell>
                        {timeText(o.start, timeZone)}–{timeText(o.end, timeZone)}
                      </TableCell>
                      <TableCell>{o.price === null ? '' : formatPounds(o.price)}</TableCell>
                      <TableCell sx={{ color: o.status === 'ok' ? 'success.main' : 'error.main' }}>{o.status === 'ok' ? 'Free' : o.reason}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {failure && <Alert severity="error">{failure}</Alert>}
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={() => repeat.clear()} disabled={create.isPending}>
                  Cancel
                </Button>
                <Button variant="contained" onClick={() => void book()} disabled={create.isPending || shown.data.num_ok === 0}>
                  {bookFreeLabel(shown.data.num_ok, shown.data.occurrences.length)}
                </Button>
              </Stack>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
