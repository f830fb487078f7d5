import { formatDateTime, INVOICE_EVENT_KIND_LABELS, type InvoiceEventItem } from '@clubspace/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

/** One event in words: what, the step's note, to whom, by whom. */
const secondary = (e: InvoiceEventItem) => [e.note, e.to ? `to ${e.to}` : null, e.by ? `by ${e.by}` : null].filter(Boolean).join(' · ');

/**
 * The invoice's history under the document bar (issue 27): every e-mail sent by staff and every automatic chasing
 * step (reminders, the late fee, the payer put on hold), newest first, with its time and note.
 */
export function InvoiceHistory({ events }: { events: InvoiceEventItem[] }) {
  if (!events.length) return null;
  return (
    <section aria-label="Invoice history" data-testid="invoice-history">
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        History
      </Typography>
      <List dense disablePadding>
        {events.map((e, i) => (
          <ListItem key={`${e.at}-${i}`} disableGutters>
            <ListItemText primary={`${formatDateTime(e.at)} · ${INVOICE_EVENT_KIND_LABELS[e.kind]}`} secondary={secondary(e)} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
