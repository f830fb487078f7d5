import Typography from '@mui/material/Typography';
import { Navigate, Route, Routes } from 'react-router';
import { AreaTabs, tabGate, type AreaTab } from '../../../components/area-tabs';
import { PageLoader } from '../../../components/page-loader';
import { grantedCodes, needsOnboarding, useSession } from '../../../lib/session';
import { CardsTab } from './cards-tab';
import { StatisticsTab } from './statistics-tab';

const TABS: AreaTab[] = [
  { label: 'Cards', path: '/dashboard', code: 'cards_statistics' },
  { label: 'Bookings Info', path: '/dashboard/bookings', code: 'bookings_statistics' },
  { label: 'Occupation Info', path: '/dashboard/occupation', code: 'occupation_statistics' },
  { label: 'Revenue Info', path: '/dashboard/revenue', code: 'revenue_statistics' },
];

export default function DashboardRoutes() {
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  // A pending client (or none yet) has to finish onboarding first (seed 1 §4).
  if (needsOnboarding(session.data)) return <Navigate to="/on_boarding" replace />;
  const granted = grantedCodes(session.data);
  const gate = tabGate(TABS, granted, 'dashboard');

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Dashboard
      </Typography>
      <AreaTabs tabs={TABS} granted={granted} label="Dashboard tabs" />
      <Routes>
        <Route index element={gate('cards_statistics', <CardsTab />)} />
        <Route path="bookings" element={gate('bookings_statistics', <StatisticsTab kind="bookings" label="Bookings statistics" />)} />
        <Route path="occupation" element={gate('occupation_statistics', <StatisticsTab kind="occupation" label="Occupation statistics" />)} />
        <Route path="revenue" element={gate('revenue_statistics', <StatisticsTab kind="revenue" label="Revenue statistics" />)} />
        <Route path="*" element={<Navigate to="/error/404" replace />} />
      </Routes>
    </>
  );
}
