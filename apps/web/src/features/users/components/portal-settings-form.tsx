import { portalSettingsUpdate, type PortalSettings, type PortalSettingsUpdate } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Controller, useForm, type Control, type Resolver } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { SectionCard } from '../../../components/section-card';
import { ServerError } from '../../../components/server-error';
import { withServerErrors } from '../../../lib/form-errors';

type Values = Omit<PortalSettings, 'cancel_hours'> & { cancel_hours: string };
type Flag = 'enabled' | 'book_desks' | 'book_rooms' | 'see_invoices' | 'invite_members';

/** What members may do, as the form says it. */
const ALLOWED: { name: Exclude<Flag, 'enabled'>; label: string }[] = [
  { name: 'book_desks', label: 'Book desks' },
  { name: 'book_rooms', label: 'Book meeting rooms' },
  { name: 'see_invoices', label: 'See and download their invoices' },
  { name: 'invite_members', label: 'Team admins may invite colleagues (otherwise their invitations wait for your approval)' },
];

const toValues = (s: PortalSettings): Values => ({ ...s, cancel_hours: String(s.cancel_hours) });

function FlagField({ control, name, label, asSwitch = false }: { control: Control<Values>; name: Flag; label: string; asSwitch?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const input = {
          name: field.name,
          checked: Boolean(field.value),
          onChange: (_e: unknown, on: boolean) => field.onChange(on),
          inputRef: field.ref,
        };
        return <FormControlLabel control={asSwitch ? <Switch {...input} /> : <Checkbox {...input} />} label={label} />;
      }}
    />
  );
}

/**
 * Account → Portal (issue 26): the member portal on or off, what members may do in it (book desks and rooms, cancel
 * until N hours before, see invoices, team admins invite) and the welcome text its login page shows. The contract's
 * schema checks it here and on the server, with the same messages.
 */
export function PortalSettingsForm({ settings, onSubmit }: { settings: PortalSettings; onSubmit: (body: PortalSettingsUpdate) => Promise<unknown> }) {
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: toValues(settings),
    resolver: zodResolver(portalSettingsUpdate) as unknown as Resolver<Values>,
  });
  const submit = handleSubmit(withServerErrors(setError, onSubmit, 'Could not save'));
  return (
    <form onSubmit={submit} noValidate aria-label="Portal settings">
      <Stack spacing={2} sx={{ mt: 2 }}>
        <SectionCard title="Member portal">
          <FlagField control={control} name="enabled" label="Members can use the portal" asSwitch />
        </SectionCard>
        <SectionCard title="What members may do">
          <FormGroup>
            {ALLOWED.map((f) => (
              <FlagField key={f.name} control={control} name={f.name} label={f.label} />
            ))}
          </FormGroup>
          <FormTextField
            control={control}
            name="cancel_hours"
            label="Cancel until (hours before the start)"
            type="number"
            helperText="0 lets members cancel until the booking starts"
            sx={{ mt: 2, maxWidth: 320 }}
          />
        </SectionCard>
        <SectionCard title="Welcome text">
          <FormTextField
            control={control}
            name="welcome_text"
            label="Welcome text"
            multiline
            minRows={3}
            helperText="Shown on the portal's login page"
          />
        </SectionCard>
      </Stack>
      <ServerError errors={formState.errors} sx={{ mt: 2 }} />
      <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}
