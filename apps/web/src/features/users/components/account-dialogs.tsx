import { ACCOUNT_MESSAGES, STAFF_CREATE_ROLES, STAFF_ROLE_LABELS, officeCreate, staffCreate, type StaffProfile } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { notifySuccess } from '../../../lib/notify';
import { useCreateOffice, useCreateStaff, useUpdateProfile } from '../api/account-api';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  onSaved?: (slug: string) => void;
}

type StaffValues = { first_name: string; last_name: string; email: string; phone: string; job_title: string; role: string };

/** Create staff: Name, Surname, Email, Phone, Job Title, Role (the create form's roles). The server e-mails an invitation. */
export function StaffCreateDialog({ open, onClose, onSaved }: DialogProps) {
  const create = useCreateStaff();
  return (
    <FormDialog<StaffValues>
      open={open}
      title="Create staff"
      defaultValues={{ first_name: '', last_name: '', email: '', phone: '', job_title: '', role: '' }}
      resolver={zodResolver(staffCreate) as unknown as Resolver<StaffValues>}
      onSubmit={async (v) => {
        const saved = await create.mutateAsync({
          ...v,
          role: v.role as (typeof STAFF_CREATE_ROLES)[number],
          phone: v.phone || null,
          job_title: v.job_title || null,
        });
        notifySuccess(ACCOUNT_MESSAGES.staffCreated);
        onSaved?.(saved.slug);
      }}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="first_name" label="Name" required autoFocus />
          <FormTextField control={control} name="last_name" label="Surname" required />
          <FormTextField control={control} name="email" label="Email" type="email" required />
          <FormTextField control={control} name="phone" label="Phone" />
          <FormTextField control={control} name="job_title" label="Job Title" />
          <FormTextField control={control} name="role" label="Role" select required>
            {STAFF_CREATE_ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {STAFF_ROLE_LABELS[r]}
              </MenuItem>
            ))}
          </FormTextField>
        </>
      )}
    </FormDialog>
  );
}

/** 'Add location': the office dialog has one field, Name. */
export function OfficeCreateDialog({ open, onClose, onSaved }: DialogProps) {
  const create = useCreateOffice();
  return (
    <FormDialog<{ name: string }>
      open={open}
      title="Add location"
      defaultValues={{ name: '' }}
      resolver={zodResolver(officeCreate)}
      onSubmit={async (v) => {
        const saved = await create.mutateAsync(v);
        notifySuccess(ACCOUNT_MESSAGES.officeCreated);
        onSaved?.(saved.slug);
      }}
      onClose={onClose}
    >
      {({ control }) => <FormTextField control={control} name="name" label="Name" required autoFocus />}
    </FormDialog>
  );
}

const profileSchema = z.object({
  first_name: z.string().trim().min(1, ACCOUNT_MESSAGES.nameRequired).max(100),
  last_name: z.string().trim().max(100),
  phone: z.string().trim().max(40),
  job_title: z.string().trim().max(100),
});
type ProfileValues = z.infer<typeof profileSchema>;

/** Update Profile: Name, Surname, Phone, Email (read-only), Job Title. */
export function ProfileDialog({ open, onClose, profile }: DialogProps & { profile: StaffProfile }) {
  const update = useUpdateProfile();
  return (
    <FormDialog<ProfileValues>
      open={open}
      title="Update Profile"
      defaultValues={{ first_name: profile.first_name, last_name: profile.last_name, phone: profile.phone ?? '', job_title: profile.job_title ?? '' }}
      resolver={zodResolver(profileSchema)}
      onSubmit={async (v) => {
        await update.mutateAsync({ first_name: v.first_name, last_name: v.last_name, phone: v.phone || null, job_title: v.job_title || null });
        notifySuccess(ACCOUNT_MESSAGES.profileUpdated);
      }}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="first_name" label="Name" required autoFocus />
          <FormTextField control={control} name="last_name" label="Surname" />
          <FormTextField control={control} name="phone" label="Phone" />
          <TextField label="Email" value={profile.email} fullWidth slotProps={{ input: { readOnly: true } }} />
          <FormTextField control={control} name="job_title" label="Job Title" />
        </>
      )}
    </FormDialog>
  );
}
