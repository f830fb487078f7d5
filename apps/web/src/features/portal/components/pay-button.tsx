import { portalApi } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { portalCall } from '../api/portal-client';

/**
 * Pay one invoice online (issue 27): asks the API for the hosted payment page of what the invoice still owes and goes
 * there; the provider brings the member back to the invoices page. Show it only when `online_payments` (portal me)
 * is on and the invoice has something outstanding. Errors (nothing due, a payment processing) go to the notifier.
 */
export function PayButton({ workspace, invoice, label = 'Pay' }: { workspace: string; invoice: { slug: string; name: string }; label?: string }) {
  const pay = useMutation({
    mutationFn: () => portalCall(workspace, portalApi.payInvoice, { params: { slug: invoice.slug } }),
    onSuccess: (link) => window.location.assign(link.url),
  });
  return (
    <Button
      variant="contained"
      size="small"
      disabled={pay.isPending || pay.isSuccess}
      onClick={() => pay.mutate()}
      aria-label={`${label} invoice ${invoice.name}`}
    >
      {label}
    </Button>
  );
}
