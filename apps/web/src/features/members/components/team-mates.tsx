import type { MemberItem } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { useCanOpen } from '../../../components/use-can-open';
import { fullName, roleLabel } from './labels';

/** The card opens the profile only for staff who can open members (issue 10 §13). */
function MateArea({ to, children }: { to: string; children: ReactNode }) {
  const allowed = useCanOpen(to);
  return allowed ? (
    <CardActionArea component={RouterLink} to={to} sx={{ p: 1.5 }}>
      {children}
    </CardActionArea>
  ) : (
    <Box sx={{ p: 1.5 }}>{children}</Box>
  );
}

/** Team members as cards that open their profiles. */
export function TeamMates({ mates, emptyText = 'No team mates' }: { mates: MemberItem[]; emptyText?: string }) {
  if (mates.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Box
      component="ul"
      aria-label="Team members"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
    >
      {mates.map((m) => (
        <li key={m.slug}>
          <Card variant="outlined">
            <MateArea to={`/members/${m.slug}`}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <InitialsAvatar name={fullName(m.user)} src={m.user.avatar ?? m.image} size={40} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle2" noWrap>
                    {fullName(m.user)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {[roleLabel(m.role), m.job_title].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              </Stack>
            </MateArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
