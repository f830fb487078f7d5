import { MARKETING_MESSAGES, offerFormSchema, type OfferItem } from '@clubspace/contract';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { FormActions } from '../../../components/form-actions';
import { PageLoader } from '../../../components/page-loader';
import { QueryGate, useRecordQuery } from '../../../components/query-gate';
import { ServerError } from '../../../components/server-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { offerQuery, useSaveOffer } from '../api/offers-api';
import { contractResolver } from '../components/contract-resolver';
import { OfferFields } from '../components/offer-fields';
import { officesLookup } from '../../../components/booking/booking-lookups';
import { OFFER_FIELD_MAP, offerDefaults, toOfferPayload, type OfficeZones, type OfferFormValues } from '../components/offer-form';

function OfferForm({ offer, zones }: { offer?: OfferItem; zones: OfficeZones }) {
  const navigate = useNavigate();
  const session = useSession();
  const offices = session.data?.offices ?? [];
  const active = session.data?.active_office?.slug;
  const save = useSaveOffer(offer?.slug);
  const resolver = useMemo(
    () => contractResolver<OfferFormValues>(offerFormSchema, (v) => toOfferPayload(v, zones, active), OFFER_FIELD_MAP),
    [zones, active],
  );
  const form = useForm<OfferFormValues>({ defaultValues: offerDefaults(offer, active, zones), resolver });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toOfferPayload(values, zones, active));
      notifySuccess(MARKETING_MESSAGES.success);
      navigate('/marketing/offer');
    } catch (err) {
      notifyError(MARKETING_MESSAGES.error);
      const known = [...Object.keys(values), ...Object.keys(OFFER_FIELD_MAP)];
      if (!applyServerErrors(err, form.setError, known))
        form.setError('root.server', { type: 'server', message: err instanceof Error ? err.message : MARKETING_MESSAGES.error });
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
  // The offices' zones say which days the stored instants fall on; without them the default zone is used.
  const zones = useQuery(officesLookup());
  if (zones.isPending) return <PageLoader />;
  const list = zones.data ?? [];
  if (!slug) return <OfferForm zones={list} />;
  return <QueryGate query={offer}>{(data) => <OfferForm key={data.slug} offer={data} zones={list} />}</QueryGate>;
}
