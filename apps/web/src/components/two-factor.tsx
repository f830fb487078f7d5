import {
  TWO_FACTOR,
  TWO_FACTOR_MESSAGES,
  type TwoFactorDisable,
  type TwoFactorEnabled,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api-client';
import { notifySuccess } from '../lib/notify';
import { PasswordField } from './password-field';
import { SectionCard } from './section-card';

/**
 * Two-factor login (issue 30), shared by the back-office (Account → Profile, the log-in page) and the member portal
 * (its profile and log-in page): each hands in its own calls, so this kit knows no feature.
 */
export interface TwoFactorClient {
  queryKey: readonly unknown[];
  status: (signal?: AbortSignal) => Promise<TwoFactorStatus>;
  start: () => Promise<TwoFactorEnrolment>;
  confirm: (code: string) => Promise<TwoFactorEnabled>;
  disable: (body: TwoFactorDisable) => Promise<{ detail: string }>;
  forgetDevices: () => Promise<{ detail: string }>;
}

/** The message of a failed call for one field (its field message, else the detail). */
const fieldMessage = (err: unknown, field: string) =>
  err instanceof ApiError ? (err.fieldErrors[field] ?? err.message) : err instanceof Error ? err.message : undefined;

/** The ten recovery codes, shown once, with Copy. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  return (
    <Stack spacing={1}>
      <Alert severity="warning">{TWO_FACTOR_MESSAGES.recoveryShownOnce}</Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{ fontFamily: 'monospace', columns: 2, listStyle: 'none', p: 0, m: 0, fontSize: '1.05rem' }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Box>
        <Button
          variant="outlined"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * The enrolment: starts it (a new secret), shows the QR code and the secret as text, and confirms with a six-digit
 * code; `onEnabled` gets the answer (its recovery codes are for the caller to show once).
 */
export function EnrolSteps<T extends TwoFactorEnabled>({
  start,
  confirm,
  onEnabled,
}: {
  start: () => Promise<TwoFactorEnrolment>;
  confirm: (code: string) => Promise<T>;
  onEnabled: (answer: T) => void;
}) {
  const started = useMutation({ mutationFn: start, meta: { silent: true } });
  const confirmed = useMutation({ mutationFn: confirm, meta: { silent: true }, onSuccess: onEnabled });
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { mutate } = started;
  // Started once per mount (StrictMode runs effects twice; two secrets would race).
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    mutate();
  }, [mutate]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) return setInvalid(digits ? TWO_FACTOR_MESSAGES.codeFormat : TWO_FACTOR_MESSAGES.codeRequired);
    setInvalid(null);
    confirmed.mutate(digits);
  };
  if (started.error) return <Alert severity="error">{started.error.message}</Alert>;
  const e = started.data;
  if (!e) return <Typography>Preparing…</Typography>;
  const error = invalid ?? (confirmed.error ? fieldMessage(confirmed.error, 'code') : undefined);
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Set up two-factor login">
      <Typography>Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…):</Typography>
      <Box component="img" src={e.qr_data_url} alt="QR code for your authenticator app" sx={{ width: 200, height: 200, alignSelf: 'center' }} />
      <Typography variant="body2">
        Or type this key into the app:{' '}
        <Box component="code" aria-label="Secret key" sx={{ fontSize: '1rem', wordBreak: 'break-all' }}>
          {e.secret}
        </Box>
      </Typography>
      <TextField
        label="Six-digit code"
        value={code}
        onChange={(ev) => setCode(ev.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        error={Boolean(error)}
        helperText={error ?? `The code the app shows now (it changes every ${TWO_FACTOR.periodSeconds} seconds)`}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={confirmed.isPending}>
          Turn on
        </Button>
      </Box>
    </Stack>
  );
}

function EnrolDialog({ client, onClose }: { client: TwoFactorClient; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Dialog open onClose={codes ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="two-factor-enrol-title">
      <DialogTitle id="two-factor-enrol-title">{codes ? 'Your recovery codes' : 'Turn on two-factor login'}</DialogTitle>
      <DialogContent>
        {codes ? (
          <RecoveryCodes codes={codes} />
        ) : (
          <EnrolSteps
            start={client.start}
            confirm={client.confirm}
            onEnabled={(answer) => {
              setCodes(answer.recovery_codes);
              notifySuccess(answer.detail);
              void queryClient.invalidateQueries({ queryKey: client.queryKey });
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{codes ? 'Done' : 'Cancel'}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DisableDialog({ client, onClose }: { client: TwoFactorClient; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useMutation({
    mutationFn: client.disable,
    meta: { silent: true },
    onSuccess: (answer) => {
      notifySuccess(answer.detail);
      void queryClient.invalidateQueries({ queryKey: client.queryKey });
      onClose();
    },
  });
  const err = disable.error;
  const passwordError = err instanceof ApiError ? err.fieldErrors.password : undefined;
  const codeError = err instanceof ApiError ? err.fieldErrors.code : undefined;
  const other = err && !passwordError && !codeError ? err.message : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="two-factor-disable-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          disable.mutate({ password, code: code.replace(/\s+/g, '') });
        }}
      >
        <DialogTitle id="two-factor-disable-title">Turn off two-factor login</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {other ? <Alert severity="error">{other}</Alert> : null}
            <PasswordField
              label="Password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              required
              error={Boolean(passwordError)}
              helperText={passwordError}
            />
            <TextField
              label="Six-digit code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="one-time-code"
              required
              error={Boolean(codeError)}
              helperText={codeError}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={disable.isPending || !password || !code}>
            Turn off
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The Two-factor login card: on or off, turn on (QR, code, recovery codes once), turn off (password and code). */
export function TwoFactorCard({ client }: { client: TwoFactorClient }) {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: client.queryKey, queryFn: ({ signal }) => client.status(signal) });
  const [dialog, setDialog] = useState<'enrol' | 'disable' | null>(null);
  const forget = useMutation({
    mutationFn: client.forgetDevices,
    onSuccess: (answer) => {
      notifySuccess(answer.detail);
      void queryClient.invalidateQueries({ queryKey: client.queryKey });
    },
  });
  const s = status.data;
  return (
    <SectionCard
      title="Two-factor login"
      actions={
        s ? (
          s.enabled ? (
            <Button variant="outlined" color="error" onClick={() => setDialog('disable')} disabled={s.required}>
              Turn off two-factor
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setDialog('enrol')}>
              Turn on two-factor
            </Button>
          )
        ) : null
      }
    >
      {s ? (
        <Stack spacing={1}>
          <Typography>
            {s.enabled
              ? 'On: logging in asks for a code from your authenticator app.'
              : 'Off: add a code from an authenticator app to your password when you log in.'}
          </Typography>
          {s.required ? <Alert severity="info">{TWO_FACTOR_MESSAGES.requiredByOperator}</Alert> : null}
          {s.enabled ? (
            <>
              <Typography variant="body2" color="text.secondary">
                Recovery codes left: {s.recovery_codes_left}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary">
                  Remembered devices: {s.remembered_devices}
                </Typography>
                {s.remembered_devices > 0 ? (
                  <Button size="small" onClick={() => forget.mutate()} disabled={forget.isPending}>
                    Forget remembered devices
                  </Button>
                ) : null}
              </Stack>
            </>
          ) : null}
        </Stack>
      ) : (
        <Typography color="text.secondary">Loading…</Typography>
      )}
      {dialog === 'enrol' ? <EnrolDialog client={client} onClose={() => setDialog(null)} /> : null}
      {dialog === 'disable' ? <DisableDialog client={client} onClose={() => setDialog(null)} /> : null}
    </SectionCard>
  );
}

/** The log-in's code step: the app's code or a recovery code, and "Remember this device for 30 days". */
export function TwoFactorCodeStep({
  onSubmit,
  onCancel,
  error,
  pending,
}: {
  onSubmit: (code: string, remember: boolean) => void;
  onCancel: () => void;
  error?: string;
  pending?: boolean;
}) {
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState(false);
  const message = missing ? TWO_FACTOR_MESSAGES.loginCodeRequired : error;
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label="Two-factor code"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        setMissing(!code.trim());
        if (code.trim()) onSubmit(code.trim(), remember);
      }}
    >
      <Typography>{TWO_FACTOR_MESSAGES.codeStep}</Typography>
      <TextField
        label="Code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        autoFocus
        error={Boolean(message)}
        helperText={message ?? 'Six digits from the app, or one of your recovery codes'}
      />
      <FormControlLabel
        control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
        label={`Remember this device for ${TWO_FACTOR.rememberDays} days`}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        Verify
      </Button>
      <Button onClick={onCancel}>Back</Button>
    </Stack>
  );
}
