import { BOOKING_GRANULARITIES, BOOKING_RULE_LABELS, RULE_WEEKDAY_LABELS } from '@clubspace/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Dispatch, SetStateAction } from 'react';
import { LIMITS, type Draft, type LimitKey } from './booking-rules-draft';

/** What every part of the rules form gets: the draft, its setter and the server's field messages. */
export interface RuleFieldsProps {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  errors: Record<string, string>;
}

/** Members' and non-members' limits (duration, notice, horizon); a non-member's empty limit is the members'. */
export function LimitFields({ draft, setDraft, errors }: RuleFieldsProps) {
  const setLimit = (k: string, v: string) => setDraft((d) => ({ ...d, limits: { ...d.limits, [k]: v } }));
  const limitField = (key: string, helper: string) => (
    <TextField
      key={key}
      label={BOOKING_RULE_LABELS[key.replace(/^non_member_/, '') as LimitKey]}
      name={key}
      type="number"
      size="small"
      value={draft.limits[key] ?? ''}
      onChange={(e) => setLimit(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? helper}
      slotProps={{ htmlInput: { min: 0, step: 1 } }}
      sx={{ flex: '1 1 180px' }}
    />
  );
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        Members
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {LIMITS.map((k) => limitField(k, BOOKING_RULE_LABELS.noLimit))}
      </Stack>
      <Typography variant="subtitle2" component="h3">
        Non-members
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Non-members">
        {LIMITS.map((k) => limitField(`non_member_${k}`, BOOKING_RULE_LABELS.asMembers))}
      </Stack>
    </>
  );
}

/** Slot length (pricing pro rata by slot) and the check-in window: grace after the start, opening before it. */
export function SlotFields({ draft, setDraft, errors }: RuleFieldsProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={BOOKING_RULE_LABELS.granularity_minutes}
        value={draft.granularity}
        onChange={(e) => setDraft((d) => ({ ...d, granularity: e.target.value }))}
        error={Boolean(errors.granularity_minutes)}
        helperText={errors.granularity_minutes ?? 'Priced pro rata by slot, rounded up'}
        sx={{ flex: '1 1 180px' }}
      >
        <MenuItem value="">{BOOKING_RULE_LABELS.byTheMinute}</MenuItem>
        {BOOKING_GRANULARITIES.map((g) => (
          <MenuItem key={g} value={String(g)}>
            {g} minutes
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={BOOKING_RULE_LABELS.check_in_grace_minutes}
        name="check_in_grace_minutes"
        type="number"
        size="small"
        value={draft.grace}
        onChange={(e) => setDraft((d) => ({ ...d, grace: e.target.value }))}
        error={Boolean(errors.check_in_grace_minutes)}
        helperText={errors.check_in_grace_minutes ?? BOOKING_RULE_LABELS.neverReleased}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
        sx={{ flex: '1 1 180px' }}
      />
      <TextField
        label={BOOKING_RULE_LABELS.check_in_opens_minutes}
        name="check_in_opens_minutes"
        type="number"
        size="small"
        value={draft.opens}
        onChange={(e) => setDraft((d) => ({ ...d, opens: e.target.value }))}
        error={Boolean(errors.check_in_opens_minutes)}
        helperText={errors.check_in_opens_minutes ?? BOOKING_RULE_LABELS.checkInOpensDefault}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
        sx={{ flex: '1 1 180px' }}
      />
    </Stack>
  );
}

/** The opening hours switch and, when on, each weekday open (from, to) or closed. */
export function OpeningHoursFields({ draft, setDraft, errors }: RuleFieldsProps) {
  const setDay = (i: number, patch: Partial<Draft['days'][number]>) =>
    setDraft((d) => ({ ...d, days: d.days.map((x, j) => (j === i ? { ...x, ...patch } : x)) }));
  return (
    <>
      <FormControlLabel
        control={<Switch checked={draft.hoursOn} onChange={(e) => setDraft((d) => ({ ...d, hoursOn: e.target.checked }))} />}
        label={BOOKING_RULE_LABELS.opening_hours}
      />
      {draft.hoursOn && (
        <Stack spacing={1} role="group" aria-label="Opening hours">
          {draft.days.map((day, i) => {
            const name = RULE_WEEKDAY_LABELS[i];
            const err = errors[`opening_hours.${i}.close`] ?? errors[`opening_hours.${i}.open`];
            return (
              <Stack key={name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ width: 160 }}
                  control={<Switch size="small" checked={day.open} onChange={(e) => setDay(i, { open: e.target.checked })} />}
                  label={name}
                />
                {day.open ? (
                  <>
                    <TextField
                      size="small"
                      type="time"
                      label={`${name} opens`}
                      value={day.from}
                      onChange={(e) => setDay(i, { from: e.target.value })}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <TextField
                      size="small"
                      type="time"
                      label={`${name} closes`}
                      value={day.to === '24:00' ? '23:59' : day.to}
                      onChange={(e) => setDay(i, { to: e.target.value })}
                      error={Boolean(err)}
                      helperText={err}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                  </>
                ) : (
                  <Typography color="text.secondary">Closed</Typography>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </>
  );
}
