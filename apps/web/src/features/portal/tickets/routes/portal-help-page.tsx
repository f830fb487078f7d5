import { TICKET_MESSAGES, ticketStatusLabel } from '@clubspace/contract';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useNavigate } from 'react-router';
import { useWorkspace } from '../../api/portal-queries';
import { usePortalTickets } from '../api/portal-tickets-queries';
import { PortalTicketForm } from '../components/portal-ticket-form';

/** Help: raise a ticket, and my tickets with their status (issue 28). */
export default function PortalHelpPage() {
  const ws = useWorkspace();
  const tickets = usePortalTickets(ws);
  const navigate = useNavigate();
  const base = `/portal/${encodeURIComponent(ws)}/help`;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Help
      </Typography>
      <PortalTicketForm ws={ws} onRaised={(t) => void navigate(`${base}/${t.slug}`)} />
      <Typography variant="h6" component="h2">
        My tickets
      </Typography>
      {!tickets.data ? <CircularProgress aria-label="Loading" /> : null}
      {tickets.data && !tickets.data.length ? <Typography color="text.secondary">{TICKET_MESSAGES.memberNoTickets}</Typography> : null}
      {tickets.data?.length ? (
        <List aria-label="My tickets" disablePadding>
          {tickets.data.map((t) => (
            <ListItemButton key={t.slug} component={Link} to={`${base}/${t.slug}`} divider>
              <ListItemText primary={`#${t.number} ${t.subject}`} secondary={t.category ?? undefined} />
              <Chip size="small" label={ticketStatusLabel(t.status)} />
            </ListItemButton>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
