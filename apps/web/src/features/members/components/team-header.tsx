import type { TeamDashboard } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { humanize } from './labels';
import { OnHoldBadge } from './on-hold-badge';

/** The team detail's header: avatar, name, status, description and Edit. */
export function TeamHeader({ team, image, onEdit }: { team: TeamDashboard['team']; image: string | null; onEdit: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <InitialsAvatar name={team.name} src={image} />
        <Box sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h2">
              {team.name}
            </Typography>
            <Chip size="small" label={humanize(team.status)} color={team.status === 'active' ? 'success' : 'default'} />
            <OnHoldBadge team={team.slug} />
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {team.description}
          </Typography>
        </Box>
        <Button variant="contained" onClick={onEdit}>
          Edit
        </Button>
      </Stack>
    </Paper>
  );
}
