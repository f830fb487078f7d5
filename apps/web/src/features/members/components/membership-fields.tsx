import { MEMBERSHIP_DIALOG_STATUSES, MEMBERSHIP_STATUSES, type MembershipPlanItem } from '@clubspace/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { DateField } from '../../../components/date-field';
import { humanize } from './labels';
import { MemberPicker } from '../../../components/member-picker';
import { planDefaults, type MembershipFormValues } from './membership-form';
import { TeamPicker } from '../../../components/team-picker';

interface MembershipFieldsProps {
  form: UseFormReturn<MembershipFormValues>;
  plans: MembershipPlanItem[];
  /** The profile dialog offers its own status list (seed 2 §4). */
  dialog?: boolean;
  teamName?: string;
  memberName?: string;
}

/** Teams, Membership Plan, Member (of the team), Status, dates, free days, Recurrent, Price, free credits, Units. */
export function MembershipFields({ form, plans, dialog, teamName, memberName }: MembershipFieldsProps) {
  const { control, setValue, getValues } = form;
  const team = useWatch({ control, name: 'team' });

  return (
    <>
      <Controller
        control={control}
        name="team"
        render={({ field, fieldState }) => (
          <TeamPicker
            label="Team"
            required
            value={field.value}
            selectedLabel={teamName}
            onChange={(t) => {
              field.onChange(t?.slug ?? '');
              // The member belongs to a team: another team needs another member.
              if (getValues('member') && t?.slug !== team) setValue('member', '');
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="plan"
        render={({ field, fieldState }) => (
          <PlanSelect
            value={field.value}
            error={fieldState.error?.message}
            onChange={(slug) => {
              field.onChange(slug);
              const next = planDefaults(
                getValues('start'),
                plans.find((p) => p.slug === slug),
              );
              setValue('price', next.price, { shouldValidate: form.formState.isSubmitted });
              setValue('end', next.end, { shouldValidate: form.formState.isSubmitted });
            }}
            plans={plans}
          />
        )}
      />
      <Controller
        control={control}
        name="member"
        render={({ field, fieldState }) => (
          <MemberPicker
            required
            team={team}
            value={field.value}
            selectedLabel={memberName}
            onChange={(m) => {
              field.onChange(m?.slug ?? '');
              if (m?.team && !getValues('team')) setValue('team', m.team, { shouldValidate: form.formState.isSubmitted });
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <MembershipTerms form={form} dialog={dialog} />
    </>
  );
}

/** Status, dates, price and units, free credits and days, Recurrent. */
function MembershipTerms({ form, dialog }: Pick<MembershipFieldsProps, 'form' | 'dialog'>) {
  const { control } = form;
  const start = useWatch({ control, name: 'start' });
  const statuses = dialog ? MEMBERSHIP_DIALOG_STATUSES : MEMBERSHIP_STATUSES;
  const numberInput = (min: number, step = 1) => ({ htmlInput: { min, step } });
  return (
    <>
      <FormTextField control={control} name="status" label="Status" select>
        {statuses.map((s) => (
          <MenuItem key={s} value={s}>
            {humanize(s)}
          </MenuItem>
        ))}
      </FormTextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField control={control} name="start" label="Start date" required />
        <DateField control={control} name="end" label="End date" minDate={start} required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="price" label="Price (£)" type="number" required slotProps={numberInput(0, 0.01)} />
        <FormTextField control={control} name="numUnits" label="Units" type="number" required slotProps={numberInput(1)} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="free_credits" label="Free credits" type="number" slotProps={numberInput(0, 0.01)} />
        <FormTextField control={control} name="free_days" label="Free days" type="number" slotProps={numberInput(0)} />
      </Stack>
      <Controller
        control={control}
        name="recurrent"
        render={({ field }) => (
          <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Recurrent" />
        )}
      />
    </>
  );
}

/** The plan select: a controlled value, since picking a plan also sets price and end. */
function PlanSelect({
  value,
  error,
  onChange,
  plans,
}: {
  value: string;
  error?: string;
  onChange: (slug: string) => void;
  plans: MembershipPlanItem[];
}) {
  return (
    <TextField
      select
      fullWidth
      required
      label="Membership Plan"
      name="plan"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      {plans.map((p) => (
        <MenuItem key={p.slug} value={p.slug}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
