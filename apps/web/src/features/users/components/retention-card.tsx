import { GDPR_MESSAGES, RETENTION_MONTHS } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { retentionQuery, useSaveRetention } from '../api/gdpr-settings-api';

/** Account → Company: GDPR retention (issue 30), off by default; the owner saves it, other staff read it. */
export function RetentionCard({ owner }: { owner: boolean }) {
  const setting = useQuery(retentionQuery());
  const save = useSaveRetention();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const months = setting.data?.member_retention_months ?? null;
  useEffect(() => setValue(months === null ? '' : String(months)), [months]);

  const submit = () => {
    const trimmed = value.trim();
    const parsed = trimmed === '' ? null : Number(trimmed);
    if (parsed !== null && (!Number.isInteger(parsed) || parsed < RETENTION_MONTHS.min || parsed > RETENTION_MONTHS.max)) {
      setError(GDPR_MESSAGES.retentionRange);
      return;
    }
    save.mutate(
      { member_retention_months: parsed },
      {
        onSuccess: () => notifySuccess(GDPR_MESSAGES.retentionSaved),
        onError: (err) => setError(err instanceof ApiError ? err.message : GDPR_MESSAGES.retentionRange),
      },
    );
  };

  return (
    <SectionCard title="Personal data retention">
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Typography variant="body2" color="text.secondary">
          {GDPR_MESSAGES.retentionHelp}
        </Typography>
        <TextField
          label={GDPR_MESSAGES.retentionLabel}
          value={value}
          disabled={!owner || setting.isLoading}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? (owner ? ' ' : GDPR_MESSAGES.ownerOnly)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        {owner && (
          <div>
            <Button variant="contained" onClick={submit} disabled={save.isPending}>
              Save
            </Button>
          </div>
        )}
      </Stack>
    </SectionCard>
  );
}
