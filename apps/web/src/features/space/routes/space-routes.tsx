import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { AreaTabs, activeTab, tabGate, visibleTabs, type AreaTab } from '../../../components/area-tabs';
import { useGrantedCodes } from '../../../lib/session';
import { lazyScreen } from '../../../lib/lazy-screen';
import { screenLoaders } from '../../../lib/route-screens';

// One chunk per screen: the lists do not load the floor-plan editor or the forms.
const ResourcesListPage = lazyScreen(screenLoaders.resourcesList);
const ResourceAddPage = lazyScreen(() => import('./resource-add-page'));
const ResourceDetailPage = lazyScreen(() => import('./resource-detail-page'));
const WorkAreasListPage = lazyScreen(screenLoaders.workAreasList);
const WorkAreaFormPage = lazyScreen(() => import('./work-area-form-page'));
const WorkAreaDetailPage = lazyScreen(() => import('./work-area-detail-page'));
const OfficesPage = lazyScreen(screenLoaders.offices);
const FloorPlanEditorPage = lazyScreen(() => import('./floor-plan-editor-page'));
const BookingRulesPage = lazyScreen(() => import('./booking-rules-page'));

/**
 * The space tabs and the section code each needs (seed 3 §2.1). Offices and floors (with the floor-plan editor) is a
 * tab of its own, so those screens highlight it rather than All resources (issue 24 §16).
 */
export const SPACE_TABS: AreaTab[] = [
  { label: 'All resources', path: '/space', code: 'resources', match: ['/resources', '/space/add'] },
  { label: 'Work areas', path: '/space/work_areas', code: 'work_area', match: ['/work_area', '/space/addWorkArea'] },
  // Rules govern resources, so the tab sits with them and needs the same code (issue 11).
  { label: 'Booking rules', path: '/space/booking_rules', code: 'resources' },
  { label: 'Offices and floors', path: '/space/offices', code: 'space', match: ['/space/floors'] },
];

/** The right-hand button follows the tab: Add resource on the first, Add work area on the second. */
function TabAction({ granted }: { granted: string[] }) {
  const { pathname } = useLocation();
  const tab = activeTab(visibleTabs(SPACE_TABS, granted), pathname);
  if (pathname !== '/space' && pathname !== '/space/work_areas') return null;
  if (tab?.code === 'resources')
    return (
      <Button variant="contained" component={RouterLink} to="/space/add">
        Add resource
      </Button>
    );
  if (tab?.code === 'work_area')
    return (
      <Button variant="contained" component={RouterLink} to="/space/addWorkArea">
        Add work area
      </Button>
    );
  return null;
}

export default function SpaceRoutes() {
  const granted = useGrantedCodes();
  const gate = tabGate(SPACE_TABS, granted, 'space');
  const { pathname } = useLocation();
  // /resources/{slug} and /work_area/{slug} reach this component from top-level routes without a splat.
  const detail = /^\/resources\/[^/]+\/?$/.test(pathname)
    ? gate('resources', <ResourceDetailPage />)
    : /^\/work_area\/[^/]+\/?$/.test(pathname)
      ? gate('work_area', <WorkAreaDetailPage />)
      : null;
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Space
        </Typography>
        <TabAction granted={granted} />
      </Stack>
      <AreaTabs tabs={SPACE_TABS} granted={granted} label="Space tabs" />
      {detail ?? (
        <Routes>
          <Route index element={gate('resources', <ResourcesListPage />)} />
          <Route path="add" element={gate('resources', <ResourceAddPage />)} />
          <Route path="work_areas" element={gate('work_area', <WorkAreasListPage />)} />
          <Route path="addWorkArea" element={gate('work_area', <WorkAreaFormPage />)} />
          <Route path="work_areas/update/:slug" element={gate('work_area', <WorkAreaFormPage />)} />
          <Route path="booking_rules" element={gate('resources', <BookingRulesPage />)} />
          <Route path="offices" element={gate('space', <OfficesPage />)} />
          <Route path="floors/:slug" element={gate('space', <FloorPlanEditorPage />)} />
          <Route path="*" element={<Navigate to="/error/404" replace />} />
        </Routes>
      )}
    </>
  );
}
