import { ACCOUNT_DELAY_MS, ACCOUNT_MESSAGES } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/session';
import { useSuccessModal } from '../../../components/success-modal';
import { staffDetailQuery, useUpdateStaff } from '../api/account-api';
import { RemoveStaffAction } from '../components/remove-staff-action';
import { SignOutStaffAction } from '../components/sign-out-staff-action';
import { StaffForm } from '../components/staff-form';

/** /users/staff/{slug}: edit the staff member and its web sections (after Update, back to the list in 1.5 s), or remove them. */
export default function StaffPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const staff = useQuery(staffDetailQuery(slug));
  const session = useSession().data;
  const update = useUpdateStaff();
  const success = useSuccessModal(ACCOUNT_DELAY_MS);
  if (!staff.data || !session) return staff.isError ? <Alert severity="error">Staff not found</Alert> : <PageLoader />;
  const s = staff.data;
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5">
          {s.user.first_name} {s.user.last_name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <SignOutStaffAction staff={s} />
          <RemoveStaffAction staff={s} onRemoved={() => navigate('/users/staff')} />
        </Stack>
      </Stack>
      <StaffForm
        key={s.slug}
        staff={s}
        offices={session.offices}
        sectionCodes={session.active_client?.web_sections.map((w) => w.code) ?? []}
        onSubmit={async (body) => {
          await update.mutateAsync({ slug, body });
          success.show(
            { title: ACCOUNT_MESSAGES.staffUpdated, message: `${ACCOUNT_MESSAGES.staffUpdated} - You will be redirected to the staff list...` },
            () => navigate('/users/staff'),
          );
        }}
      />
      {success.modal}
    </>
  );
}
