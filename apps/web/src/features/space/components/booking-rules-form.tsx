import { BOOKING_RULE_MESSAGES, type BookingRuleSet } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toDraft, toRules, type Draft } from './booking-rules-draft';
import { LimitFields, OpeningHoursFields, SlotFields } from './booking-rules-fields';

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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      await onSave(toRules(draft));
    } catch (err) {
      setErrors(
        err instanceof ApiError
          ? { ...err.fieldErrors, ...(Object.keys(err.fieldErrors).length ? {} : { form: err.message }) }
          : { form: String(err) },
      );
    }
  };

  const fields = { draft, setDraft, errors };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={label}>
      <LimitFields {...fields} />
      <SlotFields {...fields} />
      <OpeningHoursFields {...fields} />
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
