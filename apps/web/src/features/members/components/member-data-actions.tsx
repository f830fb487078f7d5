import { ERASED_NAME, GDPR_MESSAGES, erasureConfirmed, type MemberItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadMemberData, useEraseMember } from '../api/member-data-api';
import { fullName } from './labels';

/** GDPR (issue 30) on the member page: Export data (a ZIP) and Erase personal data (typed confirmation). */
export function MemberDataActions({ member }: { member: MemberItem }) {
  const [exporting, setExporting] = useState(false);
  const [erasing, setErasing] = useState(false);
  const name = fullName(member.user);
  const erased = name === ERASED_NAME && member.user.email.endsWith('@erased.invalid');

  const exportData = () => {
    setExporting(true);
    downloadMemberData(member.slug)
      .catch(() => notifyError(GDPR_MESSAGES.exportFailed))
      .finally(() => setExporting(false));
  };

  return (
    <>
      <Button variant="outlined" onClick={exportData} disabled={exporting}>
        {GDPR_MESSAGES.exportAction}
      </Button>
      {!erased && (
        <Button variant="outlined" color="error" onClick={() => setErasing(true)}>
          {GDPR_MESSAGES.eraseAction}
        </Button>
      )}
      {erasing && <EraseDialog slug={member.slug} name={name} onClose={() => setErasing(false)} />}
    </>
  );
}

/** Asks for the member's name or ERASE before erasing; the Erase button stays disabled until it matches. */
export function EraseDialog({ slug, name, onClose }: { slug: string; name: string; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const erase = useEraseMember();
  const navigate = useNavigate();
  const titleId = useId();
  const ok = erasureConfirmed(typed, name);

  const submit = () =>
    erase.mutate(
      { slug, body: { confirm: typed } },
      {
        onSuccess: (result) => {
          notifySuccess(GDPR_MESSAGES.erased);
          onClose();
          if (result.slug !== slug) void navigate(`/members/${result.slug}`, { replace: true });
        },
        onError: (err) => setError(err instanceof ApiError ? err.message : GDPR_MESSAGES.eraseFailed),
      },
    );

  return (
    <Dialog open onClose={erase.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{GDPR_MESSAGES.eraseTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{GDPR_MESSAGES.eraseWarning(name)}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          label={GDPR_MESSAGES.eraseLabel(name)}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={erase.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={!ok || erase.isPending}>
          Erase
        </Button>
      </DialogActions>
    </Dialog>
  );
}
