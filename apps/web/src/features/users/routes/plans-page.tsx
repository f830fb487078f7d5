import { PLAN_STATUS_LABELS, labelOf, type PlanItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CataloguePrice } from '../../../components/vat-note';
import { plansQuery } from '../api/account-api';
import { PlanDialog } from '../components/plan-dialog';

/**
 * /users/membership: plan cards with £ price; Edit opens the plan dialog; the tab's button creates a plan. A new
 * operator without plans is invited to create the first one.
 */
export default function PlansPage() {
  const plans = useQuery(plansQuery());
  const [editing, setEditing] = useState<PlanItem | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" onClick={() => setCreating(true)}>
          Create Membership Plan
        </Button>
      </Stack>
      {plans.data && plans.data.membership_plans.length === 0 && (
        <Paper variant="outlined" role="status" sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1">No membership plans yet</Typography>
          <Button variant="contained" onClick={() => setCreating(true)}>
            Create your first membership plan
          </Button>
        </Paper>
      )}
      <Grid container spacing={2}>
        {plans.data?.membership_plans.map((p) => (
          <Grid key={p.slug} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" aria-label={p.name}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="h6" sx={{ flexGrow: 1 }}>
                    {p.name}
                  </Typography>
                  {p.status !== 'active' && <Chip size="small" label={labelOf(PLAN_STATUS_LABELS, p.status)} />}
                </Stack>
                <Typography variant="h5">
                  <CataloguePrice value={p.base_price} />
                </Typography>
                {p.subtitle && <Typography color="text.secondary">{p.subtitle}</Typography>}
                <Typography variant="body2">{p.description}</Typography>
              </CardContent>
              <CardActions>
                {/* The seed shows a Discount button without an action. */}
                <Button disabled>Discount</Button>
                <Button onClick={() => setEditing(p)}>Edit</Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <PlanDialog open={creating} onClose={() => setCreating(false)} />
      <PlanDialog key={editing?.slug ?? 'none'} open={Boolean(editing)} plan={editing ?? undefined} onClose={() => setEditing(null)} />
    </>
  );
}
