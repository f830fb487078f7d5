import type { MemberItem } from '@clubspace/contract';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SectionCard } from '../../../components/section-card';

function Level({ label, value }: { label: string; value: number }) {
  const id = useId();
  return (
    <Box sx={{ minWidth: 200, flexGrow: 1 }}>
      <Typography id={id} variant="body2">
        {label}: {value}%
      </Typography>
      <LinearProgress variant="determinate" value={value} aria-labelledby={id} sx={{ mt: 0.5 }} />
    </Box>
  );
}

/** The member app's settings, read-only here (seed 2 §2), and the validation and onboarding levels (0–100 by 25). */
export function MemberSettings({ member }: { member: MemberItem }) {
  const toggles = [
    { label: 'Allow email', on: member.allow_email === 'YES' },
    { label: 'Allow push', on: member.allow_push === 'YES' },
    { label: 'Auto assign desk', on: member.auto_assign === 'YES' },
    { label: 'Auto check-in', on: member.auto_checking === 'YES' },
  ];
  return (
    <SectionCard title="Settings">
      <Stack direction="row" sx={{ flexWrap: 'wrap' }} useFlexGap spacing={2}>
        {toggles.map((t) => (
          <FormControlLabel key={t.label} control={<Switch checked={t.on} readOnly disabled />} label={t.label} />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 2 }}>
        <Level label="Validation level" value={member.user.validation} />
        <Level label="Onboarding level" value={member.user.onboarding} />
      </Stack>
    </SectionCard>
  );
}
