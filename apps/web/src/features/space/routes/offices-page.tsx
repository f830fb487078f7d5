import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { useGrantedCodes } from '../../../lib/session';
import { officeLookupQuery } from '../api/space-lookups-api';
import { OfficeFloorsCard } from '../components/office-floors-card';

/**
 * /space/offices: every office in the caller's scope with its floors. Office details belong to the account area;
 * here staff manage floors and open each floor's plan editor.
 */
export default function OfficesPage() {
  const offices = useQuery(officeLookupQuery());
  const granted = useGrantedCodes();
  if (offices.isPending) return <PageLoader />;
  const rows = offices.data?.offices ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Offices and floors
      </Typography>
      {rows.length === 0 ? <Typography color="text.secondary">No offices.</Typography> : null}
      {rows.map((office) => (
        <OfficeFloorsCard key={office.slug} office={office} canEdit={granted.includes('space')} />
      ))}
    </Stack>
  );
}
