import { SERIES_SCOPE_LABELS, SERIES_SCOPES, type SeriesScope } from '@clubspace/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DayInput } from '../../../components/day-input';

interface SeriesScopeChoiceProps {
  scope: SeriesScope;
  onScope: (scope: SeriesScope) => void;
  from: string;
  onFrom: (day: string) => void;
  to: string;
  onTo: (day: string) => void;
  errors: Record<string, string>;
}

/** Which bookings of the series: this one, this and following, all, or between two days (then the two days). */
export function SeriesScopeChoice({ scope, onScope, from, onFrom, to, onTo, errors }: SeriesScopeChoiceProps) {
  return (
    <>
      <RadioGroup value={scope} onChange={(e) => onScope(e.target.value as SeriesScope)} aria-label="Which bookings">
        {SERIES_SCOPES.map((s) => (
          <FormControlLabel key={s} value={s} control={<Radio />} label={SERIES_SCOPE_LABELS[s]} />
        ))}
      </RadioGroup>
      {scope === 'range' && (
        <Stack direction="row" spacing={2}>
          <DayInput label="First day" value={from} onChange={onFrom} error={Boolean(errors.from)} helperText={errors.from} />
          <DayInput label="Last day" value={to} onChange={onTo} error={Boolean(errors.to)} helperText={errors.to} min={from} />
        </Stack>
      )}
    </>
  );
}
