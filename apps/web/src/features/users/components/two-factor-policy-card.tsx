import { TWO_FACTOR_MESSAGES } from '@clubspace/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '../../../components/section-card';
import { notifySuccess } from '../../../lib/notify';
import { useStaffProfile } from '../../../lib/session';
import { twoFactorPolicyQuery, useSaveTwoFactorPolicy } from '../api/two-factor-api';

/** Account → Staff, the owner's setting (issue 30): require two-factor login of every staff member of the operator. */
export function TwoFactorPolicyCard() {
  const isOwner = useStaffProfile().data?.role === 'club_owner';
  const policy = useQuery({ ...twoFactorPolicyQuery(), enabled: isOwner });
  const save = useSaveTwoFactorPolicy();
  if (!isOwner || !policy.data) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <SectionCard title="Staff security">
        <FormControlLabel
          control={
            <Switch
              checked={policy.data.require_staff}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ require_staff: e.target.checked }, { onSuccess: () => notifySuccess(TWO_FACTOR_MESSAGES.policySaved) })}
            />
          }
          label="Require two-factor for all staff"
        />
        <Typography variant="body2" color="text.secondary">
          Staff without two-factor login set it up with an authenticator app at their next log-in, before they get in.
        </Typography>
      </SectionCard>
    </Box>
  );
}
