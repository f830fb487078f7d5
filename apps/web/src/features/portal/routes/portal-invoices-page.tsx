import { PORTAL_MESSAGES } from '@clubspace/contract';
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
import { PortalInvoiceCard } from '../components/portal-invoice-card';

/** Invoices: my own (a team admin: the team's, or their own), each with its PDF; hidden when the portal does not show invoices. */
export default function PortalInvoicesPage() {
  const ws = useWorkspace();
  const me = usePortalMe(ws);
  const admin = me.data?.member.is_team_admin ?? false;
  const shown = me.data?.settings.see_invoices ?? false;
  const [picked, setScope] = useState<'mine' | 'team' | null>(null);
  const scope = picked ?? (admin ? 'team' : 'mine');
  const list = usePortalInvoices(ws, scope, shown);
  const pdf = useInvoicePdf(ws);
  if (!me.data) return <CircularProgress aria-label="Loading" />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Invoices
      </Typography>
      {!shown ? <Alert severity="info">{PORTAL_MESSAGES.invoicesOff}</Alert> : null}
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
            <Button
              size="small"
              variant="outlined"
              disabled={pdf.isPending}
              onClick={() => pdf.mutate(invoice)}
              aria-label={`Download PDF of invoice ${invoice.name}`}
            >
              Download PDF
            </Button>
          }
        />
      ))}
    </Stack>
  );
}
