import { TWO_FACTOR_MESSAGES, type TwoFactorChallenge } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EnrolSteps, RecoveryCodes, TwoFactorCodeStep } from '../../../components/two-factor';
import { ApiError } from '../../../lib/api-client';
import { deviceTokens } from '../../../lib/device-tokens';
import { startSession } from '../../../lib/session';
import type { Tokens } from '../../../lib/token-storage';
import { confirmLoginEnrolment, startLoginEnrolment, verifyTwoFactor } from '../api/session-api';

export type TwoFactorPending = TwoFactorChallenge & { email: string };

/**
 * The staff log-in's second step (issue 30): the code (or a recovery code) with "Remember this device", or, when the
 * operator requires two-factor and the account has none, the enrolment; its recovery codes show once before the
 * session starts.
 */
export function TwoFactorLoginStep({ pending, onBack, onDone }: { pending: TwoFactorPending; onBack: () => void; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [enrolled, setEnrolled] = useState<{ codes: string[]; tokens: Tokens } | null>(null);

  if (enrolled) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{TWO_FACTOR_MESSAGES.enabled}</Alert>
        <RecoveryCodes codes={enrolled.codes} />
        <Button
          variant="contained"
          size="large"
          onClick={() => {
            startSession(queryClient, enrolled.tokens);
            onDone();
          }}
        >
          Continue
        </Button>
      </Stack>
    );
  }

  if (pending.two_factor === 'enrolment_required') {
    return (
      <Stack spacing={2}>
        <Alert severity="info">{pending.detail}</Alert>
        <EnrolSteps
          start={() => startLoginEnrolment(pending.challenge)}
          confirm={(code) => confirmLoginEnrolment(pending.challenge, code)}
          onEnabled={(answer) => setEnrolled({ codes: answer.recovery_codes, tokens: { access: answer.access, refresh: answer.refresh } })}
        />
        <Button onClick={onBack}>Back</Button>
      </Stack>
    );
  }

  return (
    <TwoFactorCodeStep
      pending={busy}
      error={error}
      onCancel={onBack}
      onSubmit={(code, remember) => {
        setBusy(true);
        verifyTwoFactor(pending.challenge, code, remember)
          .then((answer) => {
            if (answer.device_token) deviceTokens.set(pending.email, answer.device_token);
            startSession(queryClient, { access: answer.access, refresh: answer.refresh });
            onDone();
          })
          .catch((err: unknown) => {
            setBusy(false);
            if (err instanceof ApiError && err.code === 'challenge_expired') return onBack();
            setError(err instanceof Error ? err.message : TWO_FACTOR_MESSAGES.loginCodeWrong);
          });
      }}
    />
  );
}
