import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePortalGuests } from '../api/portal-account-queries';
import { useWorkspace } from '../api/portal-queries';
import { dayText } from '../components/portal-day';
import { PortalGuestForm } from '../components/portal-guest-form';

/** Guests: pre-register one for a day, and the ones I expect from today on. */
export default function PortalGuestsPage() {
  const ws = useWorkspace();
  const guests = usePortalGuests(ws);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Guests
      </Typography>
      <PortalGuestForm ws={ws} />
      <Typography variant="h6" component="h2">
        Expected
      </Typography>
      {!guests.data ? <CircularProgress aria-label="Loading" /> : null}
      {guests.data && !guests.data.guests.length ? <Typography color="text.secondary">No guests expected</Typography> : null}
      {guests.data?.guests.length ? (
        <List aria-label="Expected guests" disablePadding>
          {guests.data.guests.map((g) => (
            <ListItem key={`${g.day}-${g.email ?? g.name}`} divider>
              <ListItemText primary={`${g.name} · ${dayText(g.day)}`} secondary={[g.email, g.office].filter(Boolean).join(' · ')} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
