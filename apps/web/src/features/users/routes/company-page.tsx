import { OFFICES_LIST } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession, useStaffProfile } from '../../../lib/session';
import { RetentionCard } from '../components/retention-card';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { officeListQuery } from '../api/account-api';
import { OfficeCreateDialog } from '../components/account-dialogs';

const PAGE_SIZE = 12;

/** /users/company: company name and picture, paged location cards, 'Add location', the GDPR retention setting. */
export default function CompanyPage() {
  const session = useSession().data;
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const list = useQuery(officeListQuery({ page_number: page, page_size: PAGE_SIZE, order: OFFICES_LIST.order }));
  const company = session?.active_client;
  const owner = useStaffProfile().data?.role === 'club_owner';
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <InitialsAvatar name={company?.name ?? ''} src={company?.picture} size={56} />
        <Typography variant="h5" sx={{ flexGrow: 1 }}>
          {company?.name}
        </Typography>
        <Button variant="contained" onClick={() => setAdding(true)}>
          Add location
        </Button>
      </Stack>
      <Grid container spacing={2}>
        {list.data?.offices.map((o) => (
          <Grid key={o.slug} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined">
              <CardActionArea component={Link} to={`/users/company/${o.slug}`}>
                <CardContent>
                  <Typography variant="h6">{o.name}</Typography>
                  <Typography color="text.secondary">{o.street || '—'}</Typography>
                  <Typography variant="body2">Capacity: {o.max_occupancy}</Typography>
                  <Typography variant="body2">Max Free: {o.max_free_visits}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      {(list.data?.num_pages ?? 1) > 1 && <Pagination sx={{ mt: 2 }} count={list.data?.num_pages} page={page} onChange={(_, p) => setPage(p)} />}
      <Stack sx={{ mt: 3 }}>
        <RetentionCard owner={owner} />
      </Stack>
      <OfficeCreateDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
