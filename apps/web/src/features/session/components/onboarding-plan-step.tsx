import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { onboardingPlansQuery } from '../api/session-api';

export function OnboardingPlanStep({ onChoose, onBack }: { onChoose: (slug: string) => void; onBack: () => void }) {
  const plans = useQuery(onboardingPlansQuery('private'));
  return (
    <Stack spacing={3}>
      {plans.isPending ? (
        <PageLoader />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
          {(plans.data ?? []).map((p) => (
            <Card key={p.slug} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h2">
                  {p.name}
                </Typography>
                <Typography color="text.secondary" gutterBottom>
                  {p.subtitle}
                </Typography>
                <Typography variant="h5">{p.text_price}</Typography>
                {p.invoicing_period_in_days > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    Invoiced every {p.invoicing_period_in_days} days
                  </Typography>
                )}
              </CardContent>
              <CardActions>
                <Button variant="contained" fullWidth onClick={() => onChoose(p.slug)} aria-label={`Choose ${p.name}`}>
                  Choose
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      <Box>
        <Button onClick={onBack}>Back</Button>
      </Box>
    </Stack>
  );
}
