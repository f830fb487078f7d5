import { DASHBOARD_CARDS } from '@clubspace/contract';
import Box from '@mui/material/Box';
import { DashboardFiltersBar } from '../components/dashboard-filters-bar';
import { StatCard } from '../components/stat-card';

// Card values come from GET /api/dashboard/{section} in a later issue; the pickers already drive the URL.
export function CardsTab() {
  return (
    <>
      <DashboardFiltersBar />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {DASHBOARD_CARDS.map((c) => (
          <StatCard key={c.section} title={c.title} />
        ))}
      </Box>
    </>
  );
}
