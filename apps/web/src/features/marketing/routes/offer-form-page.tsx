import { MARKETING_MESSAGES, offerPayload, type OfferItem } from '@clubspace/contract';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { FormActions } from '../../../components/form-actions';
import { QueryGate, useRecordQuery } from '../../../components/query-gate';
import { ServerError } from '../../../components/server-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { offerQuery, useSaveOffer } from '../api/offers-api';
import { contractResolver } from '../components/contract-resolver';
import { OfferFields } from '../components/offer-fields';
import { OFFER_FIELD_MAP, offerDefaults, toOfferPayload, type OfferFormValues } from '../components/offer-form';

const resolver = contractResolver<OfferFormValues>(offerPayload, toOfferPayload, OFFER_FIELD_MAP);

function OfferForm({ offer }: { offer?: OfferItem }) {
  const navigate = useNavigate();
  const session = useSession();
  const offices = session.data?.offices ?? [];
  const save = useSaveOffer(offer?.slug);
  const form = useForm<OfferFormValues>({ defaultValues: offerDefaults(offer, session.data?.active_office?.slug), resolver });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toOfferPayload(values));
      notifySuccess(MARKETING_MESSAGES.success);
      navigate('/marketing/offer');
    } catch (err) {
      notifyError(MARKETING_MESSAGES.error);
      const known = [...Object.keys(values), ...Object.keys(OFFER_FIELD_MAP)];
      if (!applyServerErrors(err, form.setError, known)) form.setError('root.server', { type: 'server', message: err instanceof Error ? err.message : MARKETING_MESSAGES.error });
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 900 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {offer ? `Offer ${offer.code}` : 'Add offer'}
      </Typography>
      <form onSubmit={submit} noValidate aria-label="Offer">
        <Stack spacing={2}>
          <OfferFields control={form.control} offices={offices} />
          <ServerError errors={form.formState.errors} />
          <FormActions onCancel={() => navigate('/marketing/offer')} submitting={form.formState.isSubmitting} />
        </Stack>
      </form>
    </Paper>
  );
}

/** /marketing/add and /marketing/{slug}: the offer form (the offer is loaded by slug, so the page can reload). */
export default function OfferFormPage() {
  const { slug } = useParams();
  const offer = useRecordQuery({ ...offerQuery(slug ?? ''), enabled: Boolean(slug) });
  if (!slug) return <OfferForm />;
  return <QueryGate query={offer}>{(data) => <OfferForm key={data.slug} offer={data} />}</QueryGate>;
}
