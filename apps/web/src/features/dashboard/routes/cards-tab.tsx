import { DASHBOARD_CARDS } from '@clubspace/contract';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { cardQuery, cardQueryParams } from '../api/dashboard-api';
import { useDashboardFilters } from '../api/dashboard-filters';
import { DashboardFiltersBar } from '../components/dashboard-filters-bar';
import { StatCard } from '../components/stat-card';

type Section = (typeof DASHBOARD_CARDS)[number]['section'];

function CardSlot({ section, title, query }: { section: Section; title: string; query: ReturnType<typeof cardQueryParams> }) {
  const card = useQuery(cardQuery(section, query));
  // An unfinished custom period asks for nothing; the filter bar's hint says what is missing.
  const idle = query.period === 'custom' && !(query.start && query.end);
  const error = card.error && !card.isFetching ? `Could not load ${title.toLowerCase()}: ${card.error.message}` : undefined;
  return (
    <StatCard
      title={title}
      data={idle ? undefined : card.data}
      idle={idle}
      loading={card.isPending && !idle}
      refreshing={card.isPlaceholderData && card.isFetching}
      error={error}
    />
  );
}

/** The six cards, each from GET /api/dashboard/{section} with the URL's club range and period. */
export function CardsTab() {
  const { filters } = useDashboardFilters();
  const session = useSession();
  const query = cardQueryParams(filters, session.data?.active_office?.slug);
  return (
    <>
      <DashboardFiltersBar />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {DASHBOARD_CARDS.map((c) => (
          <CardSlot key={c.section} section={c.section} title={c.title} query={query} />
        ))}
      </Box>
    </>
  );
}
