import { portalTicketCreate, type PortalTicket, type PortalTicketOptions } from '@clubspace/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { checkForm, formProblem, PortalFormCard } from '../../components/portal-form';
import { usePortalTicketOptions, useRaiseTicket } from '../api/portal-tickets-queries';

const EMPTY = { subject: '', category: '', description: '', office: '', resource: '' };

/** Raise a ticket: subject, category, what is wrong, optionally where (office, resource) and a photo. */
export function PortalTicketForm({ ws, onRaised }: { ws: string; onRaised: (ticket: PortalTicket) => void }) {
  const options = usePortalTicketOptions(ws);
  const raise = useRaiseTicket(ws);
  const [values, setValues] = useState(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = formProblem(raise.error);
  const errors = { ...server.fields, ...local };
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = () => {
    const problems = checkForm(portalTicketCreate, values);
    setLocal(problems ?? {});
    if (!problems)
      raise.mutate(
        { body: values, photo },
        {
          onSuccess: (ticket) => {
            setValues(EMPTY);
            setPhoto(null);
            onRaised(ticket);
          },
        },
      );
  };
  return (
    <PortalFormCard
      title="Raise a ticket"
      intro="Tell us what is wrong; the team answers here and by e-mail."
      submitLabel="Send ticket"
      busy={raise.isPending}
      onSubmit={submit}
      problem={server.message}
    >
      <TextField
        label="Subject"
        value={values.subject}
        onChange={set('subject')}
        error={Boolean(errors.subject)}
        helperText={errors.subject}
        required
        fullWidth
      />
      <TextField
        select
        label="Category"
        value={values.category}
        onChange={set('category')}
        error={Boolean(errors.category)}
        helperText={errors.category}
        required
        fullWidth
      >
        {(options.data?.categories ?? []).map((c) => (
          <MenuItem key={c.slug} value={c.slug}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="What is wrong?"
        value={values.description}
        onChange={set('description')}
        error={Boolean(errors.description)}
        helperText={errors.description}
        required
        fullWidth
        multiline
        minRows={3}
      />
      <PlaceFields
        options={options.data}
        office={values.office}
        resource={values.resource}
        error={errors.resource}
        onChange={(office, resource) => setValues((v) => ({ ...v, office, resource }))}
      />
      <PhotoPicker photo={photo} onChange={setPhoto} />
    </PortalFormCard>
  );
}

interface PlaceProps {
  options: PortalTicketOptions | undefined;
  office: string;
  resource: string;
  error?: string;
  onChange: (office: string, resource: string) => void;
}

/** Where the problem is, optional: an office, then one of its desks, rooms or equipment ("the printer on floor 2"). */
function PlaceFields({ options, office, resource, error, onChange }: PlaceProps) {
  const resources = (options?.resources ?? []).filter((r) => !office || r.office === office);
  return (
    <>
      <TextField select label="Office (optional)" value={office} onChange={(e) => onChange(e.target.value, '')} fullWidth>
        <MenuItem value="">—</MenuItem>
        {(options?.offices ?? []).map((o) => (
          <MenuItem key={o.slug} value={o.slug}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Desk, room or equipment (optional)"
        value={resource}
        onChange={(e) => onChange(office, e.target.value)}
        error={Boolean(error)}
        helperText={error}
        fullWidth
      >
        <MenuItem value="">—</MenuItem>
        {resources.map((r) => (
          <MenuItem key={r.slug} value={r.slug}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/** One optional photo of the problem (uploaded with the ticket; JPG, PNG or WebP). */
function PhotoPicker({ photo, onChange }: { photo: File | null; onChange: (file: File | null) => void }) {
  return (
    <>
      <Button component="label" variant="outlined">
        {photo ? 'Change photo' : 'Add a photo (optional)'}
        <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
      </Button>
      {photo ? <Typography variant="body2">{photo.name}</Typography> : null}
    </>
  );
}
