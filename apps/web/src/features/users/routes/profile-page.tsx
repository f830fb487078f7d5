import { STAFF_ROLE_LABELS } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DetailField } from '../../../components/detail-field';
import { PageLoader } from '../../../components/page-loader';
import { useStaffProfile } from '../../../lib/session';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { ProfileDialog } from '../components/account-dialogs';
import { ChangePasswordDialog } from '../components/change-password-dialog';
import { TwoFactorCard } from '../../../components/two-factor';
import { staffTwoFactor } from '../api/two-factor-api';
import { MySessionsCard } from '../components/my-sessions-card';

/** /users: own avatar or initials, name, e-mail, phone, role; Edit opens Update Profile, Change password its dialog. */
export default function ProfilePage() {
  const { data: profile } = useStaffProfile();
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null);
  const close = () => setDialog(null);
  if (!profile) return <PageLoader />;
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
            <InitialsAvatar name={name} src={profile.avatar} />
            <Stack spacing={1} sx={{ flexGrow: 1 }}>
              <Typography variant="h5">{name}</Typography>
              <DetailField label="Email">{profile.email}</DetailField>
              <DetailField label="Phone">{profile.phone}</DetailField>
              <DetailField label="Role">
                {profile.role ? (STAFF_ROLE_LABELS[profile.role as keyof typeof STAFF_ROLE_LABELS] ?? profile.role) : null}
              </DetailField>
              <DetailField label="Job Title">{profile.job_title}</DetailField>
            </Stack>
            <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1}>
              <Button variant="contained" onClick={() => setDialog('profile')}>
                Edit
              </Button>
              <Button variant="outlined" onClick={() => setDialog('password')}>
                Change password
              </Button>
            </Stack>
          </Stack>
        </CardContent>
        <ProfileDialog open={dialog === 'profile'} profile={profile} onClose={close} />
        <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      </Card>
      <TwoFactorCard client={staffTwoFactor} />
      <MySessionsCard />
    </Stack>
  );
}
