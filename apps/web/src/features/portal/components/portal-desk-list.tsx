import { PORTAL_DESK_STATUS_LABELS } from '@clubspace/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

interface Desk {
  slug: string;
  name: string;
  status: keyof typeof PORTAL_DESK_STATUS_LABELS;
  assigned_to_me: boolean;
  floor: { name: string } | null;
  work_area: { name: string } | null;
}

/** The free desks as a list (phones, screen readers, desks not placed on a plan); the member's own are listed too. */
export function PortalDeskList({ desks, selected, onSelect }: { desks: Desk[]; selected: string; onSelect: (slug: string) => void }) {
  const shown = desks.filter((d) => d.status === 'free' || d.status === 'mine');
  const free = shown.filter((d) => d.status === 'free').length;
  return (
    <section aria-labelledby="portal-free-desks">
      <Typography id="portal-free-desks" variant="subtitle1" component="h2">
        Free desks ({free})
      </Typography>
      {shown.length ? (
        <List dense aria-labelledby="portal-free-desks">
          {shown.map((d) => {
            const where = [d.floor?.name, d.work_area?.name].filter(Boolean).join(' · ');
            const note = [d.status === 'mine' ? PORTAL_DESK_STATUS_LABELS.mine : null, d.assigned_to_me ? 'Your desk' : null]
              .filter(Boolean)
              .join(' · ');
            return (
              <ListItem key={d.slug} disablePadding>
                <ListItemButton
                  selected={d.slug === selected}
                  aria-pressed={d.slug === selected}
                  disabled={d.status !== 'free'}
                  onClick={() => onSelect(d.slug)}
                  data-testid={`portal-desk-${d.slug}`}
                >
                  <ListItemText primary={d.name} secondary={[where, note].filter(Boolean).join(' — ') || undefined} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography color="text.secondary">No free desk then: try another day or floor.</Typography>
      )}
    </section>
  );
}
