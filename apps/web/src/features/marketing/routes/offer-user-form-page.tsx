import { DEBOUNCE, MARKETING_MESSAGES, OFFER_USER_STATUSES, offerUserPayload, type OfferUserItem, type OfferUserPayload } from '@clubspace/contract';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { LookupPicker } from '../../../components/lookup-picker';
import { MemberPicker } from '../../../components/member-picker';
import { FormActions } from '../../../components/form-actions';
import { QueryGate, useRecordQuery } from '../../../components/query-gate';
import { ServerError } from '../../../components/server-error';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { offerLookupQuery } from '../api/offers-api';
import { offerUserQuery, useSaveOfferUser } from '../api/offer-users-api';
import { contractResolver } from '../components/contract-resolver';
import { FormSwitch } from '../../../components/form-switch';
import { fullName, humanize } from '../components/labels';

interface FormValues {
  user: string;
  offer: string;
  status: string;
  send_notification: boolean;
}

const toPayload = (v: FormValues) => ({ ...v }) as OfferUserPayload;
const resolver = contractResolver<FormValues>(offerUserPayload, toPayload);

function OfferUserForm({ row }: { row?: OfferUserItem }) {
  const navigate = useNavigate();
  const save = useSaveOfferUser(row?.slug);
  const form = useForm<FormValues>({
    defaultValues: {
      user: row?.user.slug ?? '',
      offer: row?.offer.slug ?? '',
      status: row?.status ?? 'new',
      send_notification: row?.send_notification ?? false,
    },
    resolver,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toPayload(values));
      notifySuccess(MARKETING_MESSAGES.success);
      navigate('/marketing/offer_user');
    } catch (err) {
      // A refusal (a limit reached, an offer only for team admins) names its reason: show it, not a generic error.
      notifyError(err instanceof ApiError && err.status === 409 ? err : MARKETING_MESSAGES.error);
      if (!applyServerErrors(err, form.setError, Object.keys(values)))
        form.setError('root.server', { type: 'server', message: err instanceof Error ? err.message : MARKETING_MESSAGES.error });
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {row ? 'Offer-user' : 'Add offer-user'}
      </Typography>
      <form onSubmit={submit} noValidate aria-label="Offer-user">
        <Stack spacing={2}>
          <Controller
            control={form.control}
            name="user"
            render={({ field, fieldState }) => (
              <MemberPicker
                label="User"
                name="user"
                required
                value={field.value}
                selectedLabel={row ? fullName(row.user) : undefined}
                onChange={(m) => field.onChange(m?.slug ?? '')}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="offer"
            render={({ field, fieldState }) => (
              <LookupPicker
                label="Offer"
                name="offer"
                required
                value={field.value}
                selectedLabel={row ? `${row.offer.code} · ${row.offer.title}` : undefined}
                onChange={(o) => field.onChange(o?.slug ?? '')}
                query={offerLookupQuery}
                delay={DEBOUNCE.autocomplete}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <FormTextField control={form.control} name="status" label="Status" required select>
            {OFFER_USER_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {humanize(s)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormSwitch control={form.control} name="send_notification" label="Send notification" />
          <ServerError errors={form.formState.errors} />
          <FormActions onCancel={() => navigate('/marketing/offer_user')} submitting={form.formState.isSubmitting} />
        </Stack>
      </form>
    </Paper>
  );
}

/** /marketing/offer_user/add and /marketing/offer_user/{slug}: user, offer, status, send notification. */
export default function OfferUserFormPage() {
  const { slug } = useParams();
  const row = useRecordQuery({ ...offerUserQuery(slug ?? ''), enabled: Boolean(slug) });
  if (!slug) return <OfferUserForm />;
  return <QueryGate query={row}>{(data) => <OfferUserForm key={data.slug} row={data} />}</QueryGate>;
}
