import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useUpdatePreferences } from '../api/portal-account-queries';
import { formProblem, PortalFormCard } from './portal-form';

export interface PortalPreferences {
  allow_email: boolean;
  bookings: boolean;
  invoices: boolean;
  campaigns: boolean;
  community: boolean;
}

const CATEGORIES: [Exclude<keyof PortalPreferences, 'allow_email'>, string][] = [
  ['bookings', 'Bookings (confirmations, reminders, changes)'],
  ['invoices', 'Invoices and payments'],
  ['campaigns', 'News and offers'],
  ['community', 'Community (events, notices)'],
];

/**
 * My consent: e-mail at all (the master switch: off, nothing is sent whatever the categories say) and one flag per
 * category. The categories are kept while e-mail is off, so turning it back on restores them.
 */
export function PortalPreferencesForm({ ws, preferences }: { ws: string; preferences: PortalPreferences }) {
  const save = useUpdatePreferences(ws);
  const [values, setValues] = useState(preferences);
  const flip = (key: keyof PortalPreferences) => (_e: unknown, checked: boolean) => setValues((v) => ({ ...v, [key]: checked }));
  return (
    <PortalFormCard
      title="Notifications"
      intro="Which e-mails we may send you."
      submitLabel="Save preferences"
      busy={save.isPending}
      onSubmit={() => save.mutate(values)}
      done={save.data?.detail}
      problem={formProblem(save.error).message}
    >
      <FormControlLabel control={<Switch checked={values.allow_email} onChange={flip('allow_email')} />} label="E-mail me" />
      <FormGroup aria-label="Categories">
        {CATEGORIES.map(([key, label]) => (
          <FormControlLabel
            key={key}
            control={<Checkbox checked={values[key]} onChange={flip(key)} disabled={!values.allow_email} />}
            label={label}
          />
        ))}
      </FormGroup>
    </PortalFormCard>
  );
}
