import type { CampaignTypeRow } from '@clubspace/contract';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { IconAction } from '../../../components/icon-action';
import { campaignTypesQuery, useSaveCampaignType } from '../api/campaigns-api';

const usage = (n: number) => (n === 0 ? 'Not used yet' : `Used by ${n} ${n === 1 ? 'campaign' : 'campaigns'}`);

/** One type: its name and usage, or a rename box while it is being renamed. */
function TypeRow({
  type,
  onRename,
  onRemove,
  busy,
}: {
  type: CampaignTypeRow;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => void;
  busy: boolean;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (editing !== null && (await onRename(editing))) setEditing(null);
  };
  if (editing !== null)
    return (
      <ListItem disableGutters>
        <Stack component="form" direction="row" spacing={1} onSubmit={save} sx={{ width: '100%' }} aria-label={`Rename ${type.name}`}>
          <TextField size="small" label="Name" value={editing} onChange={(e) => setEditing(e.target.value)} autoFocus fullWidth />
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
          <Button onClick={() => setEditing(null)}>Cancel</Button>
        </Stack>
      </ListItem>
    );
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <>
          <IconAction
            title="Rename"
            label={`Rename ${type.name}`}
            icon={<EditOutlinedIcon fontSize="small" />}
            onClick={() => setEditing(type.name)}
            disabled={busy}
          />
          {/* A used type cannot go (a campaign's type is fixed): the button stays off and the row says why. */}
          <IconAction
            title="Remove"
            label={`Remove ${type.name}`}
            icon={<DeleteOutlinedIcon fontSize="small" />}
            color="error"
            onClick={onRemove}
            disabled={busy || type.num_campaigns > 0}
          />
        </>
      }
    >
      <ListItemText primary={type.name} secondary={usage(type.num_campaigns)} />
    </ListItem>
  );
}

/** Campaign types: list, add, rename, and remove those no campaign uses (issue 24 §1). */
export function CampaignTypesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const types = useQuery({ ...campaignTypesQuery(), enabled: open });
  const save = useSaveCampaignType();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run = async (change: Parameters<typeof save.mutateAsync>[0]) => {
    setError(null);
    try {
      await save.mutateAsync(change);
      return true;
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The changes could not be saved');
      return false;
    }
  };
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (await run({ name })) setName('');
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="campaign-types-title">
      <DialogTitle id="campaign-types-title">Campaign types</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        <List dense aria-label="Campaign types">
          {(types.data ?? []).map((t) => (
            <TypeRow
              key={t.id}
              type={t}
              busy={save.isPending}
              onRename={(next) => run({ id: t.id, name: next })}
              onRemove={() => void run({ id: t.id, remove: true })}
            />
          ))}
        </List>
        <Stack component="form" direction="row" spacing={1} onSubmit={add} sx={{ mt: 1 }} aria-label="Add a campaign type">
          <TextField size="small" label="New type" value={name} onChange={(e) => setName(e.target.value)} fullWidth />
          <Button type="submit" variant="outlined" disabled={save.isPending} sx={{ whiteSpace: 'nowrap' }}>
            Add type
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
