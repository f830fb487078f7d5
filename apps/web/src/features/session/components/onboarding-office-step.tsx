import { COWORKING_PRIVATE_SPACE_FEE_POUNDS, formatPounds, SESSION_MESSAGES, VISIBILITY_BY_ROLE } from '@clubspace/contract';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OnboardingRole } from './onboarding-role-step';

export interface OfficeValues {
  club: string;
  visibility: string;
  employees: string;
}

// The seed's notes for coworking operators; community amounts are not given, so none are shown.
const NOTES: Record<string, string> = {
  private: `A private space costs ${formatPounds(COWORKING_PRIVATE_SPACE_FEE_POUNDS)} per member and month.`,
  public: 'Community: a fee per successful booking, and a reward for every new member you introduce.',
};

interface Props {
  role: OnboardingRole;
  values: OfficeValues;
  onBack: () => void;
  onNext: (values: OfficeValues) => void;
}

export function OnboardingOfficeStep({ role, values, onBack, onNext }: Props) {
  const options = VISIBILITY_BY_ROLE[role];
  const [club, setClub] = useState(values.club);
  const [visibility, setVisibility] = useState(values.visibility || options[0].value);
  const [employees, setEmployees] = useState(values.employees);
  const [error, setError] = useState('');

  const next = () => {
    if (!club.trim()) return setError(SESSION_MESSAGES.officeNameMandatory);
    onNext({ club: club.trim(), visibility: role === 'other' ? 'public' : visibility, employees });
  };

  return (
    <Stack spacing={3}>
      <TextField
        label="Main office name"
        value={club}
        onChange={(e) => {
          setClub(e.target.value);
          setError('');
        }}
        error={Boolean(error)}
        helperText={error || ' '}
        autoFocus
        fullWidth
      />
      <FormControl>
        <FormLabel id="visibility-label">Visibility</FormLabel>
        <RadioGroup
          aria-labelledby="visibility-label"
          value={role === 'other' ? 'public' : visibility}
          onChange={(e) => setVisibility(e.target.value)}
        >
          {options.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} disabled={role === 'other'} />
          ))}
        </RadioGroup>
      </FormControl>
      {role === 'coworking' && (
        <Stack spacing={1}>
          {options.map((o) => (
            <Typography key={o.value} variant="body2" color="text.secondary">
              {NOTES[o.value]}
            </Typography>
          ))}
        </Stack>
      )}
      <TextField
        label="Employees (optional)"
        type="number"
        value={employees}
        onChange={(e) => setEmployees(e.target.value)}
        slotProps={{ htmlInput: { min: 0 } }}
        sx={{ maxWidth: 240 }}
      />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" onClick={next}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
