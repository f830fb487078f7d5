import { GUEST_STATUSES, MEMBER_MESSAGES, guestCreate, guestUpdate, type GuestItem } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import { Controller, useWatch, type Control, type Resolver } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateGuest, useUpdateGuest, type GuestPayload } from '../api/guests-api';
import { fullName, humanize } from './labels';
import { MemberPicker } from '../../../components/member-picker';
import { TeamPicker } from '../../../components/team-picker';

interface GuestFormValues {
  name: string;
  email: string;
  phone: string;
  team: string;
  host: string;
  origin: string;
  consent_marketing: boolean;
  status: string;
}

const defaults = (guest?: GuestItem): GuestFormValues => ({
  name: guest?.name ?? '',
  email: guest?.email ?? '',
  phone: guest?.phone ?? '',
  team: guest?.team?.slug ?? '',
  host: guest?.host?.slug ?? '',
  origin: guest?.origin ?? '',
  consent_marketing: guest?.consent_marketing ?? false,
  status: guest?.status ?? 'active',
});

const opt = (text: string | null | undefined) => text?.trim() || null;

function toPayload(v: GuestFormValues, editing: boolean): GuestPayload {
  const common = { name: v.name.trim(), phone: opt(v.phone), origin: opt(v.origin), consent_marketing: v.consent_marketing };
  // Editing: an emptied picker clears the link. Creating: an empty team lets the server use the host's team.
  if (editing) return { ...common, team: v.team || null, host: v.host || null, status: v.status as GuestPayload['status'] };
  return { ...common, email: v.email.trim(), team: v.team || undefined, host: v.host || undefined };
}

interface GuestDialogProps {
  open: boolean;
  guest?: GuestItem;
  onClose: () => void;
}

/** Add or edit a guest; a duplicate e-mail shows 'Email duplicated' as a toast and under the field. */
export function GuestDialog({ open, guest, onClose }: GuestDialogProps) {
  const create = useCreateGuest();
  const update = useUpdateGuest();
  const editing = Boolean(guest);
  const resolver = (editing ? zodResolver(guestUpdate) : zodResolver(guestCreate)) as unknown as Resolver<GuestFormValues>;

  const onSubmit = async (values: GuestFormValues) => {
    try {
      const body = toPayload(values, editing);
      if (guest) await update.mutateAsync({ slug: guest.slug, body });
      else await create.mutateAsync(body as GuestPayload & { email: string });
      notifySuccess(editing ? MEMBER_MESSAGES.guestUpdated : MEMBER_MESSAGES.guestCreated);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 400) notifyError(err);
      throw err;
    }
  };

  return (
    <FormDialog<GuestFormValues>
      open={open}
      title={editing ? 'Edit guest' : 'Add guest'}
      defaultValues={defaults(guest)}
      resolver={resolver}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => <GuestFields control={control} guest={guest} />}
    </FormDialog>
  );
}

function GuestFields({ control, guest }: { control: Control<GuestFormValues>; guest?: GuestItem }) {
  const team = useWatch({ control, name: 'team' });
  return (
    <>
      <FormTextField control={control} name="name" label="Name" required autoFocus />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        required={!guest}
        slotProps={{ htmlInput: { readOnly: Boolean(guest) } }}
      />
      <FormTextField control={control} name="phone" label="Phone" type="tel" />
      <Controller
        control={control}
        name="team"
        render={({ field, fieldState }) => (
          <TeamPicker
            value={field.value}
            selectedLabel={guest?.team?.name}
            onChange={(t) => field.onChange(t?.slug ?? '')}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="host"
        render={({ field, fieldState }) => (
          <MemberPicker
            label="Host"
            name="host"
            team={team}
            value={field.value}
            selectedLabel={fullName(guest?.host?.user)}
            onChange={(m) => field.onChange(m?.slug ?? '')}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <FormTextField control={control} name="origin" label="Origin" />
      <Controller
        control={control}
        name="consent_marketing"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label="Consent marketing"
          />
        )}
      />
      {guest && (
        <FormTextField control={control} name="status" label="Status" select>
          {GUEST_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {humanize(s)}
            </MenuItem>
          ))}
        </FormTextField>
      )}
    </>
  );
}
