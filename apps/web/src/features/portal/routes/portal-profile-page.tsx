import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TwoFactorCard } from '../../../components/two-factor';
import { usePortalProfile } from '../api/portal-account-queries';
import { portalTwoFactor } from '../api/portal-two-factor-queries';
import { usePortalMe, useWorkspace } from '../api/portal-queries';
import { PortalDataExportCard } from '../components/portal-data-export-card';
import { PortalDetailsForm } from '../components/portal-details-form';
import { PortalPasswordForm } from '../components/portal-password-form';
import { PortalPhotoCard } from '../components/portal-photo-card';
import { PortalPreferencesForm } from '../components/portal-preferences-form';
import { PortalSessionsCard } from '../components/portal-sessions-card';

/** Profile: my photo, name and phone, which e-mails I get, my password, two-factor, my active sessions and my data export. */
export default function PortalProfilePage() {
  const ws = useWorkspace();
  const profile = usePortalProfile(ws);
  const me = usePortalMe(ws);
  if (!profile.data) return <CircularProgress aria-label="Loading" />;
  const p = profile.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Profile
      </Typography>
      <PortalPhotoCard ws={ws} name={`${p.first_name} ${p.last_name}`} photo={p.photo} />
      <PortalDetailsForm ws={ws} profile={p} />
      <PortalPreferencesForm ws={ws} preferences={p.preferences} />
      <PortalPasswordForm ws={ws} />
      <TwoFactorCard client={portalTwoFactor(ws)} />
      <PortalSessionsCard ws={ws} />
      <PortalDataExportCard ws={ws} slug={me.data?.member.slug ?? ''} />
    </Stack>
  );
}
