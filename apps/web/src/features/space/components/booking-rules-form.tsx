import {
  BOOKING_GRANULARITIES,
  BOOKING_RULE_LABELS,
  BOOKING_RULE_MESSAGES,
  NO_BOOKING_RULES,
  RULE_WEEKDAY_LABELS,
  type BookingRuleSet,
  type DayHours,
} from '@clubspace/contract';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';

type LimitKey = 'min_duration_minutes' | 'max_duration_minutes' | 'min_notice_minutes' | 'max_days_ahead';
const LIMITS: LimitKey[] = ['min_duration_minutes', 'max_duration_minutes', 'min_notice_minutes', 'max_days_ahead'];
const DEFAULT_DAY: DayHours = { open: '08:00', close: '20:00' };

interface Draft {
  limits: Record<string, string>;
  granularity: string;
  grace: string;
  opens: string;
  hoursOn: boolean;
  days: { open: boolean; from: string; to: string }[];
}

const text = (n: number | null) => (n === null || n === undefined ? '' : String(n));
const num = (s: string) => (s.trim() === '' ? null : Number(s));

function toDraft(r: BookingRuleSet): Draft {
  const limits: Record<string, string> = {};
  for (const k of LIMITS) {
    limits[k] = text(r[k]);
    limits[`non_member_${k}`] = text(r[`non_member_${k}` as keyof BookingRuleSet] as number | null);
  }
  return {
    limits,
    granularity: text(r.granularity_minutes),
    grace: text(r.check_in_grace_minutes),
    opens: text(r.check_in_opens_minutes),
    hoursOn: Boolean(r.opening_hours),
    days: Array.from({ length: 7 }, (_, i) => {
      const d = r.opening_hours ? r.opening_hours[i] : DEFAULT_DAY;
      return { open: Boolean(d), from: d?.open ?? DEFAULT_DAY.open, to: d?.close ?? DEFAULT_DAY.close };
    }),
  };
}

/** The draft as the API's rule set (numbers or null; opening hours only when limited). */
function toRules(d: Draft): BookingRuleSet {
  const out = { ...NO_BOOKING_RULES } as Record<string, unknown>;
  for (const [k, v] of Object.entries(d.limits)) out[k] = num(v);
  out.granularity_minutes = num(d.granularity);
  out.check_in_grace_minutes = num(d.grace);
  out.check_in_opens_minutes = num(d.opens);
  out.opening_hours = d.hoursOn ? d.days.map((day) => (day.open ? { open: day.from, close: day.to } : null)) : null;
  return out as unknown as BookingRuleSet;
}

export interface BookingRulesFormProps {
  /** The saved rules (the form starts from them; remount with a new key to reset). */
  value: BookingRuleSet;
  /** 'Use suggested rules' fills these in (not saved until Save). */
  suggested?: BookingRuleSet;
  onSave: (rules: BookingRuleSet) => Promise<unknown>;
  saving?: boolean;
  /** More buttons next to Save (e.g. remove a resource's rules). */
  actions?: ReactNode;
  label: string;
}

/** One rule set: members' and non-members' limits, slots, check-in grace and opening hours per weekday. */
export function BookingRulesForm({ value, suggested, onSave, saving, actions, label }: BookingRulesFormProps) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(value));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setLimit = (k: string, v: string) => setDraft((d) => ({ ...d, limits: { ...d.limits, [k]: v } }));
  const setDay = (i: number, patch: Partial<Draft['days'][number]>) => setDraft((d) => ({ ...d, days: d.days.map((x, j) => (j === i ? { ...x, ...patch } : x)) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      await onSave(toRules(draft));
    } catch (err) {
      setErrors(err instanceof ApiError ? { ...err.fieldErrors, ...(Object.keys(err.fieldErrors).length ? {} : { form: err.message }) } : { form: String(err) });
    }
  };

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
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={label}>
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
                    <TextField size="small" type="time" label={`${name} opens`} value={day.from} onChange={(e) => setDay(i, { from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
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
      {errors.form && <Typography color="error">{errors.form}</Typography>}
      {Object.keys(errors).length > 0 && !errors.form && (
        <Typography color="error" role="alert">
          {Object.values(errors)[0]}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving}>
          Save
        </Button>
        {suggested && (
          <Button onClick={() => setDraft(toDraft(suggested))} disabled={saving}>
            Use suggested rules
          </Button>
        )}
        {actions}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {BOOKING_RULE_MESSAGES.staffMayOverride}
      </Typography>
    </Stack>
  );
}
