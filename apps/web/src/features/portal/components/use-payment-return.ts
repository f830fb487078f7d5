import type { PortalInvoice, PortalMe } from '@clubspace/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long, and how often, the invoices reload after a paid return: the provider's webhook may land a moment later. */
export const PAID_POLL_MS = 10_000;
export const PAID_POLL_EVERY_MS = 2_000;

/** Pay shows when the operator takes payments online and the invoice still has something due. */
export const canPayOnline = (me: Pick<PortalMe, 'online_payments'> | undefined, invoice: Pick<PortalInvoice, 'outstanding'>) =>
  Boolean(me?.online_payments) && invoice.outstanding > 0;

/**
 * The payer's return from the hosted payment page (`?payment=paid|cancelled`): the outcome to tell, a way to dismiss
 * it, and — for a few seconds after a paid return — the interval at which the invoices reload until the webhook lands.
 */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('payment');
  const outcome = raw === 'paid' || raw === 'cancelled' ? raw : null;
  const [polling, setPolling] = useState(outcome === 'paid');
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => setPolling(false), PAID_POLL_MS);
    return () => clearTimeout(timer);
  }, [polling]);
  const dismiss = () =>
    setParams(
      (current) => {
        current.delete('payment');
        return current;
      },
      { replace: true },
    );
  return { outcome, dismiss, refetchInterval: polling ? PAID_POLL_EVERY_MS : (false as const) };
}
