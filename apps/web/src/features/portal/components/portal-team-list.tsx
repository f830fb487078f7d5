import { PORTAL_STATUS_LABELS, type portalTeam } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';

type Member = z.infer<typeof portalTeam>['members'][number];

/** The team's members with their portal status; Remove on everyone but me. */
export function PortalTeamList({ members, me, busy, onRemove }: { members: Member[]; me: string; busy?: boolean; onRemove: (m: Member) => void }) {
  return (
    <List aria-label="Team members" disablePadding>
      {members.map((m) => (
        <ListItem key={m.slug} divider sx={{ flexWrap: 'wrap', gap: 1 }} data-testid={`portal-team-${m.slug}`}>
          <ListItemText
            primary={m.slug === me ? `${m.name} (you)` : m.name}
            secondary={m.email}
            sx={{ minWidth: 0, flex: '1 1 12rem', '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" label={m.status === 'active' ? PORTAL_STATUS_LABELS[m.portal_status] : 'Inactive'} />
            {m.slug !== me ? (
              <Button size="small" color="error" disabled={busy} onClick={() => onRemove(m)} aria-label={`Remove ${m.name}`}>
                Remove
              </Button>
            ) : null}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
