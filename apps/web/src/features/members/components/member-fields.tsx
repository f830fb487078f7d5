import { DEBOUNCE, MEMBER_ROLE_LABELS, MEMBER_ROLES, type OfficeRef } from '@clubspace/contract';
import MenuItem from '@mui/material/MenuItem';
import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import type { MemberFormValues } from './member-form';
import { TeamPicker } from '../../../components/team-picker';

interface MemberFieldsProps {
  control: Control<MemberFormValues>;
  editing: boolean;
  offices: OfficeRef[];
  /** Name of the member's current team, so the picker shows it before any search. */
  teamName?: string;
  /** The add-member page: its own labels and the billing address. */
  page?: boolean;
}

/** Fields of the member dialog (seed 2 §2 Dialogs) and of the add-member page. */
export function MemberFields({ control, editing, offices, teamName, page }: MemberFieldsProps) {
  return (
    <>
      <FormTextField control={control} name="first_name" label="First name" required autoFocus />
      <FormTextField control={control} name="last_name" label="Last name" required />
      {!page && <OfficeSelect control={control} offices={offices} />}
      <FormTextField
        control={control}
        name="email"
        label={page ? 'Contact email' : 'Email'}
        type="email"
        required={!editing}
        slotProps={{ htmlInput: { readOnly: editing } }}
        helperText={editing ? 'The e-mail is the login and cannot be changed here' : undefined}
      />
      <FormTextField control={control} name="role" label="Role" select required>
        {MEMBER_ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {MEMBER_ROLE_LABELS[r]}
          </MenuItem>
        ))}
      </FormTextField>
      {page && <FormTextField control={control} name="job_title" label="Job title" />}
      {page && <FormTextField control={control} name="phone" label="Phone" type="tel" />}
      <Controller
        control={control}
        name="team"
        render={({ field, fieldState }) => (
          <TeamPicker
            label="Team"
            required={editing}
            value={field.value}
            selectedLabel={teamName}
            delay={page ? DEBOUNCE.autocomplete : DEBOUNCE.memberDialogAutocomplete}
            onChange={(team) => field.onChange(team?.slug ?? '')}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      {!page && <FormTextField control={control} name="phone" label="Phone" type="tel" />}
      {!page && <FormTextField control={control} name="job_title" label="Job title" />}
      {page && <OfficeSelect control={control} offices={offices} />}
      {page && <FormTextField control={control} name="billing_town" label="Billing town/city" />}
      {page && <FormTextField control={control} name="billing_street" label="Billing street" />}
      {page && <FormTextField control={control} name="billing_street_number" label="Billing number" />}
    </>
  );
}

function OfficeSelect({ control, offices }: { control: Control<MemberFormValues>; offices: OfficeRef[] }) {
  return (
    <FormTextField control={control} name="office" label="Office" select required>
      {offices.map((o) => (
        <MenuItem key={o.slug} value={o.slug}>
          {o.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
