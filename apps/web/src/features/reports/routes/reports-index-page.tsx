import { REPORTS } from '@clubspace/contract';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Reports (issue 31): the six reports, one card each. */
export default function ReportsIndexPage() {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Reports">
      {REPORTS.map((r) => (
        <Grid key={r.kind} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={`/reports/${r.kind}`} sx={{ height: '100%', alignItems: 'flex-start' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {r.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {r.summary}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
