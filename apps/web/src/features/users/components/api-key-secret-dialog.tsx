import { API_KEY_MESSAGES, type ApiKeyCreated } from '@clubspace/contract';
import { SecretOnceDialog } from '../../../components/secret-once-dialog';

/** The new key's secret, this once: a copy button and the warning that it cannot be shown again. */
export function ApiKeySecretDialog({ created, onClose }: { created: ApiKeyCreated | null; onClose: () => void }) {
  return (
    <SecretOnceDialog
      secret={created?.secret ?? null}
      title={`API key “${created?.api_key.name ?? ''}” created`}
      label="Secret"
      warning={API_KEY_MESSAGES.shownOnce}
      onClose={onClose}
    />
  );
}
