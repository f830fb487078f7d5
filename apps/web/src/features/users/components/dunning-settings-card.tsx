import { LATE_FEE_KIND_LABELS, LATE_FEE_KINDS, type DunningSettings, type DunningSettingsUpdate, type LateFeeKind } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';

type Values = { enabled: boolean; days: string; fee: LateFeeKind; amount: string; percent: string; feeDays: string; holdDays: string };

const toValues = (s: DunningSettings): Values => ({
  enabled: s.enabled,
  days: s.reminder_days.join(', '),
  fee: s.late_fee,
  amount: s.late_fee_amount === null ? '' : s.late_fee_amount.toFixed(2),
  percent: s.late_fee_percent === null ? '' : String(s.late_fee_percent),
  feeDays: String(s.late_fee_after_days),
  holdDays: s.hold_after_days === null ? '0' : String(s.hold_after_days),
});

/** Text as a number for the server to judge: blank is null, anything else Number() (NaN answers the field's message). */
const num = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

function toBody(v: Values): DunningSettingsUpdate {
  const days = v.days
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((d) => Number(d));
  return {
    enabled: v.enabled,
    reminder_days: days,
    late_fee: v.fee,
    late_fee_amount: v.fee === 'fixed' ? num(v.amount) : null,
    late_fee_percent: v.fee === 'percent' ? num(v.percent) : null,
    late_fee_after_days: num(v.feeDays) as number,
    hold_after_days: num(v.holdDays),
  };
}

/** A field's message: its own key, or the first of the reminder days' entries. */
const messageOf = (errors: Record<string, string>, key: string) => errors[key] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1];

type FieldProps = (key: string) => { error: boolean; helperText: string | undefined };

/** The late fee: none, a fixed amount or a percentage, and the day it is charged. */
function LateFeeFields({ v, set, field }: { v: Values; set: (patch: Partial<Values>) => void; field: FieldProps }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Late fee"
        value={v.fee}
        onChange={(e) => set({ fee: e.target.value as LateFeeKind })}
        sx={{ minWidth: 260 }}
        {...field('late_fee')}
      >
        {LATE_FEE_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {LATE_FEE_KIND_LABELS[k]}
          </MenuItem>
        ))}
      </TextField>
      {v.fee === 'fixed' && (
        <TextField
          label="Fee (£)"
          value={v.amount}
          onChange={(e) => set({ amount: e.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...field('late_fee_amount')}
        />
      )}
      {v.fee === 'percent' && (
        <TextField
          label="Fee (%)"
          value={v.percent}
          onChange={(e) => set({ percent: e.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...field('late_fee_percent')}
        />
      )}
      {v.fee !== 'none' && (
        <TextField
          label="Charged after (days overdue)"
          value={v.feeDays}
          onChange={(e) => set({ feeDays: e.target.value })}
          {...field('late_fee_after_days')}
        />
      )}
    </Stack>
  );
}

/**
 * Account → Invoicing → Chasing unpaid invoices (issue 27 flow 5): on/off, the reminder days relative to the due date,
 * the late fee (none, fixed or a percentage of what is overdue, on the payer's next invoice), and after how many days
 * overdue the payer is on hold (the portal refuses new bookings). The server validates; its messages sit on the fields.
 */
export function DunningSettingsCard({ settings, onSave }: { settings: DunningSettings; onSave: (body: DunningSettingsUpdate) => Promise<unknown> }) {
  const [v, setV] = useState(() => toValues(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Values>) => setV((old) => ({ ...old, ...patch }));
  const field = (key: string) => ({ error: !!messageOf(errors, key), helperText: messageOf(errors, key) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      await onSave(toBody(v));
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      setErrors(fields);
      if (!Object.keys(fields).length) setFailure(err instanceof Error ? err.message : 'The chasing settings could not be saved');
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard title="Chasing unpaid invoices">
      <form onSubmit={submit} noValidate aria-label="Chasing settings">
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Reminders are e-mailed with the invoice PDF and, when the member portal shows invoices, a link to pay. Days count from the due date: -3 is
            three days before, 0 the due date, 7 a week after. Each step happens once per invoice and shows on its history.
          </Typography>
          <FormControlLabel
            control={<Switch checked={v.enabled} onChange={(e) => set({ enabled: e.target.checked })} />}
            label="Chase unpaid invoices automatically"
          />
          <TextField
            label="Reminder days"
            value={v.days}
            onChange={(e) => set({ days: e.target.value })}
            {...field('reminder_days')}
            helperText={messageOf(errors, 'reminder_days') ?? 'Separated by commas, e.g. -3, 0, 3, 7, 14'}
          />
          <LateFeeFields v={v} set={set} field={field} />
          <TextField
            label="On hold after (days overdue)"
            value={v.holdDays}
            onChange={(e) => set({ holdDays: e.target.value })}
            sx={{ maxWidth: 320 }}
            {...field('hold_after_days')}
            helperText={messageOf(errors, 'hold_after_days') ?? '0: never. On hold, the portal refuses new bookings until the invoice is paid.'}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
          <div>
            <Button type="submit" variant="contained" disabled={saving}>
              Save chasing settings
            </Button>
          </div>
        </Stack>
      </form>
    </SectionCard>
  );
}
