import { API_KEY_MESSAGES, normalizeApiKeyScopes, type ApiKeyCreated, type ApiKeyScopes } from '@clubspace/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { DateField } from '../../../components/date-field';
import { FormDialog } from '../../../components/form-dialog';
import { useSession } from '../../../lib/session';
import { useCreateApiKey } from '../api/api-keys-api';
import { ApiKeyScopesGrid } from './api-key-scopes-grid';

interface Values {
  name: string;
  scopes: ApiKeyScopes;
  offices: string[];
  /** yyyy-MM-dd; the key works until the end of that day (UTC). Blank: never expires. */
  expires: string;
}

/** Create an API key: name, scopes per section, offices (none ticked: every office), optional expiry. */
export function ApiKeyCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: ApiKeyCreated) => void;
}) {
  const create = useCreateApiKey();
  const offices = useSession().data?.offices ?? [];
  return (
    <FormDialog<Values>
      open={open}
      title="Create API key"
      submitLabel="Create key"
      defaultValues={{ name: '', scopes: {}, offices: [], expires: '' }}
      onClose={onClose}
      onSubmit={async (v) => {
        const created = await create.mutateAsync({
          name: v.name,
          scopes: normalizeApiKeyScopes(v.scopes),
          offices: v.offices,
          expires_at: v.expires ? `${v.expires}T23:59:59.000Z` : null,
        });
        onCreated(created);
      }}
    >
      {(form) => (
        <>
          <TextField
            label="Name"
            required
            fullWidth
            helperText={form.formState.errors.name?.message ?? 'What the key is for, e.g. Door access or Zapier'}
            error={Boolean(form.formState.errors.name)}
            {...form.register('name', { validate: (v) => v.trim().length > 0 || API_KEY_MESSAGES.nameRequired })}
          />
          <Controller
            control={form.control}
            name="scopes"
            rules={{ validate: (v) => Object.keys(v).length > 0 || API_KEY_MESSAGES.scopesRequired }}
            render={({ field, fieldState }) => (
              <div>
                <FormLabel component="legend">Scopes</FormLabel>
                {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
                <ApiKeyScopesGrid value={field.value} onChange={field.onChange} />
              </div>
            )}
          />
          <Controller
            control={form.control}
            name="offices"
            render={({ field, fieldState }) => (
              <div>
                <FormLabel component="legend">Offices</FormLabel>
                <FormHelperText error={Boolean(fieldState.error)}>{fieldState.error?.message ?? 'None ticked: every office'}</FormHelperText>
                <FormGroup row>
                  {offices.map((o) => (
                    <FormControlLabel
                      key={o.slug}
                      label={o.name}
                      control={
                        <Checkbox
                          checked={field.value.includes(o.slug)}
                          onChange={(e) => field.onChange(e.target.checked ? [...field.value, o.slug] : field.value.filter((s) => s !== o.slug))}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </div>
            )}
          />
          <DateField control={form.control} name="expires" label="Expires (optional)" />
        </>
      )}
    </FormDialog>
  );
}
