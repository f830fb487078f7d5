import { DEBOUNCE } from '@clubspace/contract';
import Stack from '@mui/material/Stack';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { BookingSelect } from '../../../components/booking/booking-select';
import { LookupPicker } from '../../../components/lookup-picker';
import { memberFlag } from '../../../components/member-picker';
import { TeamPicker } from '../../../components/team-picker';
import { memberLookupQuery } from '../../../lib/lookups-api';
import type { DesksCreateValues } from './desks-create-form';

interface DesksCreateWhoProps {
  form: UseFormReturn<DesksCreateValues>;
  team: string;
  /** The team's guests to pick from. */
  guestOptions: { value: string; label: string }[];
}

/** Who Create Booking books for: the team (required), then one of its members or guests. */
export function DesksCreateWho({ form, team, guestOptions }: DesksCreateWhoProps) {
  const { control, setValue } = form;
  return (
    <>
      <Controller
        control={control}
        name="team"
        render={({ field, fieldState }) => (
          <TeamPicker
            value={field.value}
            onChange={(t) => {
              field.onChange(t?.slug ?? '');
              setValue('member', '');
              setValue('guest', '');
            }}
            delay={DEBOUNCE.memberDialogAutocomplete}
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="member"
          render={({ field }) => (
            <LookupPicker
              label="Member"
              name="member"
              value={field.value}
              disabled={!team}
              query={(term) => memberLookupQuery(term, team)}
              flag={memberFlag}
              onChange={(m) => field.onChange(m?.slug ?? '')}
              delay={DEBOUNCE.memberDialogAutocomplete}
              minWidth={240}
            />
          )}
        />
        <BookingSelect control={control} name="guest" label="Guest" noneLabel="No guest" disabled={!team} options={guestOptions} />
      </Stack>
    </>
  );
}
