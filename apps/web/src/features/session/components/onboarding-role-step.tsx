import type { ONBOARDING_ROLES } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export type OnboardingRole = (typeof ONBOARDING_ROLES)[number];

const ROLES: { value: OnboardingRole; title: string; text: string }[] = [
  { value: 'private', title: 'Private Company', text: 'Offices and desks for your own team.' },
  { value: 'coworking', title: 'Coworking Company', text: 'Desks, offices and meeting rooms for members.' },
  { value: 'other', title: 'Other spaces', text: 'Restaurants, libraries and other venues open to the public.' },
];

export function OnboardingRoleStep({ onChoose }: { onChoose: (role: OnboardingRole) => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
      {ROLES.map((r) => (
        <Card key={r.value} variant="outlined" sx={{ height: '100%' }}>
          {/* A button centres its content vertically; the cards' titles line up only from the top. */}
          <CardActionArea
            onClick={() => onChoose(r.value)}
            sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
            aria-label={r.title}
          >
            <CardContent>
              <Typography variant="h6" component="h2">
                {r.title}
              </Typography>
              <Typography color="text.secondary">{r.text}</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
