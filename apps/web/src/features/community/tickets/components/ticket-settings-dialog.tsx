import { TICKET_MESSAGES, type TicketCategory } from '@clubspace/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../../../lib/notify';
import {
  ticketCategoriesQuery,
  ticketSettingsQuery,
  useDeleteTicketCategory,
  useSaveTicketCategory,
  useSaveTicketSettings,
} from '../api/tickets-api';

/** The help desk's settings: its categories (add, rename, delete when unused) and its targets. */
export function TicketSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ticket-settings-title">
      <DialogTitle id="ticket-settings-title">Help desk settings</DialogTitle>
      <DialogContent>{open ? <SettingsBody /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function SettingsBody() {
  const categories = useQuery(ticketCategoriesQuery());
  const save = useSaveTicketCategory();
  const remove = useDeleteTicketCategory();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<TicketCategory | null>(null);
  const submit = async () => {
    if (!name.trim()) return;
    await save.mutateAsync({ slug: editing?.slug, name });
    setName('');
    setEditing(null);
  };
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        Categories
      </Typography>
      <List dense aria-label="Ticket categories">
        {(categories.data ?? []).map((c) => (
          <ListItem
            key={c.slug}
            secondaryAction={
              <>
                <IconButton aria-label={`Rename ${c.name}`} onClick={() => (setEditing(c), setName(c.name))}>
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={`Delete ${c.name}`}
                  disabled={c.tickets > 0}
                  title={c.tickets > 0 ? TICKET_MESSAGES.categoryInUse : undefined}
                  onClick={() => void remove.mutateAsync(c.slug)}
                >
                  <DeleteIcon />
                </IconButton>
              </>
            }
          >
            <ListItemText primary={c.name} secondary={`${c.tickets} ${c.tickets === 1 ? 'ticket' : 'tickets'}`} />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1} component="form" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <TextField
          size="small"
          label={editing ? `Rename ${editing.name}` : 'New category'}
          value={name}
          onChange={(e) => setName(e.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          {editing ? 'Rename' : 'Add'}
        </Button>
        {editing ? <Button onClick={() => (setEditing(null), setName(''))}>Cancel</Button> : null}
      </Stack>
      <TargetsForm />
    </Stack>
  );
}

function TargetsForm() {
  const settings = useQuery(ticketSettingsQuery());
  const save = useSaveTicketSettings();
  const [hours, setHours] = useState('');
  const [days, setDays] = useState('');
  useEffect(() => {
    if (settings.data) {
      setHours(String(settings.data.first_response_hours));
      setDays(String(settings.data.auto_close_days));
    }
  }, [settings.data]);
  return (
    <Stack
      spacing={1.5}
      component="form"
      aria-label="Targets"
      onSubmit={(e) => {
        e.preventDefault();
        void save
          .mutateAsync({ first_response_hours: Number(hours), auto_close_days: Number(days) })
          .then(() => notifySuccess(TICKET_MESSAGES.settingsSaved));
      }}
    >
      <Typography variant="subtitle1" component="h3">
        Targets
      </Typography>
      <TextField
        size="small"
        type="number"
        label="First response within (working hours)"
        helperText="Working hours: the opening hours of your booking rules, else Monday–Friday 09:00–18:00 (9 hours = one working day)"
        value={hours}
        onChange={(e) => setHours(e.target.value)}
      />
      <TextField
        size="small"
        type="number"
        label="Close resolved tickets after (days without a reply)"
        value={days}
        onChange={(e) => setDays(e.target.value)}
      />
      <Button type="submit" variant="outlined" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        Save targets
      </Button>
    </Stack>
  );
}
