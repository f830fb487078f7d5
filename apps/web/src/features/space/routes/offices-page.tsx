import { SPACE_OFFICES_LIST, type FloorItem } from '@clubspace/contract';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useGrantedCodes } from '../../../lib/session';
import { floorsQuery } from '../api/floors-api';
import { spaceOfficesQuery } from '../api/space-offices-api';
import { OfficeFloorsCard } from '../components/office-floors-card';
import { OfficeClosuresCard } from '../components/office-closures-card';

/**
 * /space/offices: the offices in the caller's scope (15 per page) with their floors. Office details belong to the
 * account area; here staff manage floors and open each floor's plan editor. Two calls: a page of offices and
 * every floor in scope.
 */
export default function OfficesPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page_number')) || 1);
  const offices = useQuery(spaceOfficesQuery({ page_size: SPACE_OFFICES_LIST.pageSize, page_number: page, order: SPACE_OFFICES_LIST.order }));
  const floors = useQuery(floorsQuery());
  const granted = useGrantedCodes();
  if (offices.isPending) return <PageLoader />;
  const rows = offices.data?.offices ?? [];
  const byOffice = new Map<string, FloorItem[]>();
  for (const f of floors.data?.floors ?? []) byOffice.set(f.office.slug, [...(byOffice.get(f.office.slug) ?? []), f]);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Offices and floors
      </Typography>
      {rows.length === 0 ? <Typography color="text.secondary">No offices.</Typography> : null}
      {rows.map((office) => (
        <Stack key={office.slug} spacing={1}>
          <OfficeFloorsCard office={office} floors={byOffice.get(office.slug) ?? []} loading={floors.isPending} canEdit={granted.includes('space')} />
          <OfficeClosuresCard office={office} canEdit={granted.includes('space')} />
        </Stack>
      ))}
      {(offices.data?.num_pages ?? 1) > 1 ? (
        <Pagination
          count={offices.data?.num_pages ?? 1}
          page={page}
          onChange={(_, p) => setSearch({ page_number: String(p) })}
          aria-label="Offices pages"
        />
      ) : null}
    </Stack>
  );
}
