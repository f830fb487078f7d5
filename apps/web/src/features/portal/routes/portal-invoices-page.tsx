import { ONLINE_PAYMENT_MESSAGES, PORTAL_MESSAGES } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useInvoicePdf, usePortalInvoices } from '../api/portal-account-queries';
import { usePortalMe, useWorkspace } from '../api/portal-queries';
import { formProblem } from '../components/portal-form';
import { PayButton } from '../components/pay-button';
import { PortalInvoiceCard } from '../components/portal-invoice-card';
import { canPayOnline, usePaymentReturn } from '../components/use-payment-return';
import { PaymentMethodCard } from '../payment-method/components/payment-method-card';

/**
 * Invoices: my own (a team admin: the team's, or their own), each with its PDF and, when the operator takes payments
 * online, Pay; back from the payment page the outcome shows and the list reloads until the payment lands. Hidden when
 * the portal does not show invoices.
 */
export default function PortalInvoicesPage() {
  const ws = useWorkspace();
  const me = usePortalMe(ws);
  const admin = me.data?.member.is_team_admin ?? false;
  const shown = me.data?.settings.see_invoices ?? false;
  const [picked, setScope] = useState<'mine' | 'team' | null>(null);
  const scope = picked ?? (admin ? 'team' : 'mine');
  const back = usePaymentReturn();
  const list = usePortalInvoices(ws, scope, shown, back.refetchInterval);
  const pdf = useInvoicePdf(ws);
  if (!me.data) return <CircularProgress aria-label="Loading" />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Invoices
      </Typography>
      {back.outcome ? (
        <Alert severity={back.outcome === 'paid' ? 'success' : 'info'} onClose={back.dismiss}>
          {back.outcome === 'paid' ? ONLINE_PAYMENT_MESSAGES.portalPaid : ONLINE_PAYMENT_MESSAGES.portalCancelled}
        </Alert>
      ) : null}
      {!shown ? <Alert severity="info">{PORTAL_MESSAGES.invoicesOff}</Alert> : null}
      {shown ? <PaymentMethodCard workspace={ws} /> : null}
      {shown && admin ? (
        <Tabs value={scope} onChange={(_e, v: 'mine' | 'team') => setScope(v)} aria-label="Whose invoices">
          <Tab value="team" label="Team" />
          <Tab value="mine" label="Mine" />
        </Tabs>
      ) : null}
      {pdf.error ? <Alert severity="error">{formProblem(pdf.error).message}</Alert> : null}
      {shown && !list.data && !list.error ? <CircularProgress aria-label="Loading" /> : null}
      {list.error ? <Alert severity="error">{formProblem(list.error).message}</Alert> : null}
      {list.data && !list.data.invoices.length ? <Typography color="text.secondary">No invoices yet</Typography> : null}
      {list.data?.invoices.map((invoice) => (
        <PortalInvoiceCard
          key={invoice.slug}
          invoice={invoice}
          showTeam={scope === 'team'}
          actions={
            <>
              {canPayOnline(me.data, invoice) ? <PayButton workspace={ws} invoice={invoice} /> : null}
              <Button
                size="small"
                variant="outlined"
                disabled={pdf.isPending}
                onClick={() => pdf.mutate(invoice)}
                aria-label={`Download PDF of invoice ${invoice.name}`}
              >
                Download PDF
              </Button>
            </>
          }
        />
      ))}
    </Stack>
  );
}
