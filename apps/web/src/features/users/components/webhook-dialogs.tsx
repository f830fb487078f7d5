import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  type WebhookEndpointItem,
  type WebhookEndpointSecret,
  type WebhookEventType,
} from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { notifySuccess } from '../../../lib/notify';
import { SecretOnceDialog } from '../../../components/secret-once-dialog';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks-api';

interface Values {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

/** The event types an endpoint receives, one checkbox each (at least one). */
function EventsField({ form }: { form: UseFormReturn<Values> }) {
  return (
    <Controller
      control={form.control}
      name="events"
      rules={{ validate: (v) => v.length > 0 || WEBHOOK_MESSAGES.eventsRequired }}
      render={({ field, fieldState }) => (
        <div>
          <FormLabel component="legend">Events</FormLabel>
          {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          <FormGroup>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                label={`${type} · ${WEBHOOK_EVENT_LABELS[type]}`}
                control={
                  <Checkbox
                    size="small"
                    checked={field.value.includes(type)}
                    onChange={(e) => field.onChange(e.target.checked ? [...field.value, type] : field.value.filter((t) => t !== type))}
                  />
                }
              />
            ))}
          </FormGroup>
        </div>
      )}
    />
  );
}

/** Add or edit an endpoint: URL, description, the events it receives, on or off. */
export function WebhookEndpointDialog({
  open,
  endpoint,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The endpoint being edited; null: a new one. */
  endpoint: WebhookEndpointItem | null;
  onClose: () => void;
  onCreated: (created: WebhookEndpointSecret) => void;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const known = (e: string): e is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(e);
  return (
    <FormDialog<Values>
      key={endpoint?.id ?? 'new'}
      open={open}
      title={endpoint ? 'Edit webhook endpoint' : 'Add webhook endpoint'}
      submitLabel={endpoint ? 'Save endpoint' : 'Add endpoint'}
      defaultValues={{
        url: endpoint?.url ?? '',
        description: endpoint?.description ?? '',
        events: endpoint?.events.filter(known) ?? [],
        enabled: endpoint?.enabled ?? true,
      }}
      onClose={onClose}
      onSubmit={async (v) => {
        if (endpoint) {
          await update.mutateAsync({ id: endpoint.id, body: v });
          notifySuccess('Webhook endpoint saved');
          onClose();
        } else onCreated(await create.mutateAsync(v));
      }}
    >
      {(form) => (
        <>
          <TextField
            label="Endpoint URL"
            required
            fullWidth
            placeholder="https://example.com/clubspace"
            helperText={form.formState.errors.url?.message ?? 'Clubspace POSTs each event here, signed (Standard Webhooks)'}
            error={Boolean(form.formState.errors.url)}
            {...form.register('url', { validate: (v) => v.trim().length > 0 || WEBHOOK_MESSAGES.urlInvalid })}
          />
          <TextField label="Description" fullWidth {...form.register('description')} />
          <EventsField form={form} />
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <FormControlLabel label="Enabled" control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
            )}
          />
        </>
      )}
    </FormDialog>
  );
}

/** A new signing secret, this once (after adding or rotating): copy it, it cannot be shown again. */
export function WebhookSecretDialog({ shown, onClose }: { shown: (WebhookEndpointSecret & { rotated?: boolean }) | null; onClose: () => void }) {
  return (
    <SecretOnceDialog
      secret={shown?.secret ?? null}
      title={`Signing secret for ${shown?.endpoint.url ?? ''}`}
      label="Signing secret"
      warning={WEBHOOK_MESSAGES.shownOnce}
      notes={shown?.rotated ? <Alert severity="info">{WEBHOOK_MESSAGES.rotated}</Alert> : null}
      onClose={onClose}
    />
  );
}
