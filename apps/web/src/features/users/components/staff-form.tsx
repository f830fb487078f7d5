import {
  STAFF_EDIT_ROLES,
  STAFF_ROLE_LABELS,
  STAFF_STATUS_LABELS,
  STAFF_STATUSES,
  staffUpdate,
  type StaffItem,
  type StaffUpdate,
} from '@clubspace/contract';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, type Resolver } from 'react-hook-form';
import { withServerErrors } from '../../../lib/form-errors';
import { FormTextField } from '../../../components/form-text-field';
import { ServerError } from '../../../components/server-error';
import { ALL_OFFICES, StaffOfficesField, StaffSectionsField, type StaffFormValues } from './staff-form-fields';

export function toStaffPayload(v: StaffFormValues): StaffUpdate {
  return {
    first_name: v.first_name,
    last_name: v.last_name,
    email: v.email,
    phone: v.phone || null,
    job_title: v.job_title || null,
    role: v.role as StaffUpdate['role'],
    status: v.status as StaffUpdate['status'],
    offices: v.offices.includes(ALL_OFFICES) ? ALL_OFFICES : v.offices,
    web_sections: v.web_sections,
  };
}

/** Validates the payload the form will send, with the contract's messages under the matching fields. */
const staffResolver: Resolver<StaffFormValues> = async (values) => {
  const parsed = staffUpdate.safeParse(toStaffPayload(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= { type: issue.code, message: issue.message };
  return { values: {}, errors } as never;
};

interface StaffFormProps {
  staff: StaffItem;
  /** Offices the caller may assign. */
  offices: { slug: string; name: string }[];
  /** The operator's web-section codes (the transfer list's universe). */
  sectionCodes: string[];
  onSubmit: (body: StaffUpdate) => Promise<unknown>;
}

/** The staff page: fields, and the Not Permitted / Permitted transfer of web sections. */
export function StaffForm({ staff, offices, sectionCodes, onSubmit }: StaffFormProps) {
  const form = useForm<StaffFormValues>({
    defaultValues: {
      first_name: staff.user.first_name,
      last_name: staff.user.last_name,
      email: staff.user.email,
      phone: staff.user.phone ?? '',
      job_title: staff.job_title ?? '',
      role: staff.role,
      status: staff.status,
      offices: staff.all_offices ? [ALL_OFFICES] : staff.offices.map((o) => o.slug),
      web_sections: staff.web_sections.map((s) => s.code).filter((c) => sectionCodes.includes(c)),
    },
    resolver: staffResolver,
  });
  const { control, handleSubmit, setError, formState } = form;
  const submit = handleSubmit(withServerErrors(setError, (values) => onSubmit(toStaffPayload(values))));
  const roles: string[] = [...STAFF_EDIT_ROLES];
  if (!roles.includes(staff.role)) roles.push(staff.role);

  return (
    <form onSubmit={submit} noValidate aria-label="Staff">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="first_name" label="First name" required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="last_name" label="Last name" required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="email" label="Email" type="email" required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="phone" label="Phone" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="role" label="Role" select>
            {roles.map((r) => (
              <MenuItem key={r} value={r}>
                {STAFF_ROLE_LABELS[r as keyof typeof STAFF_ROLE_LABELS] ?? r}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StaffOfficesField control={control} offices={offices} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="job_title" label="Job Title" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="status" label="Status" select>
            {STAFF_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STAFF_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
      </Grid>
      <Typography variant="h6" sx={{ mt: 3, mb: 1 }}>
        Web sections
      </Typography>
      <StaffSectionsField control={control} sectionCodes={sectionCodes} />
      <ServerError errors={formState.errors} sx={{ mt: 2 }} />
      <Stack direction="row" sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Update
        </Button>
      </Stack>
    </form>
  );
}
