import { formatPounds, invoiceStatusLabel, type PortalInvoice } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { dayText } from './portal-day';

interface Props {
  invoice: PortalInvoice;
  /** The team's name on each card, when a team admin looks at the team's invoices. */
  showTeam?: boolean;
  /** The row's actions (Download PDF today; Pay with the online payments issue). */
  actions?: ReactNode;
}

/** One invoice on a phone: its number and status, then date, due date, total and amount due, and its actions. */
export function PortalInvoiceCard({ invoice: i, showTeam, actions }: Props) {
  const titleId = useId();
  const status = i.overdue && i.outstanding > 0 ? 'Overdue' : invoiceStatusLabel(i.status);
  const facts: [string, string][] = [
    ['Date', dayText(i.date)],
    ['Due', i.date_due ? dayText(i.date_due) : '—'],
    ['Total', formatPounds(i.total)],
    ['Amount due', formatPounds(i.outstanding)],
  ];
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid={`portal-invoice-${i.slug}`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3" id={titleId}>
            Invoice {i.name}
          </Typography>
          <Chip size="small" label={status} color={status === 'Overdue' ? 'error' : status === 'Paid' ? 'success' : 'default'} />
        </Stack>
        {showTeam && i.team ? (
          <Typography variant="body2" color="text.secondary">
            {i.team}
          </Typography>
        ) : null}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 1, m: 0, mt: 1 }}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Box>
      </CardContent>
      {actions ? <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions}</CardActions> : null}
    </Card>
  );
}
