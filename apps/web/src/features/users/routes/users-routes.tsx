import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AreaTabs, type AreaTab } from '../../../components/area-tabs';
import { PageLoader } from '../../../components/page-loader';
import { useGrantedCodes } from '../../../lib/session';
import { lazyScreen } from '../../../lib/lazy-screen';
import { screenLoaders } from '../../../lib/route-screens';

const ProfilePage = lazyScreen(screenLoaders.profile);
const CompanyPage = lazyScreen(screenLoaders.company);
const OfficePage = lazyScreen(() => import('./office-page'));
const PlansPage = lazyScreen(() => import('./plans-page'));
const StaffListPage = lazyScreen(screenLoaders.staffList);
const StaffPage = lazyScreen(() => import('./staff-page'));
const ThemePage = lazyScreen(() => import('./theme-page'));
const IntegrationsPage = lazyScreen(() => import('./integrations-page'));
const InvoicingPage = lazyScreen(() => import('./invoicing-page'));

// The account area needs 'account' (checked by the route guard); its tabs carry no codes of their own (doc 2 §2).
// Referral and Payments are left out until they exist (issue 24 §17; Payments comes with online payments).
export const ACCOUNT_TABS: AreaTab[] = [
  { label: 'Profile', path: '/users' },
  { label: 'Company', path: '/users/company' },
  { label: 'Membership', path: '/users/membership' },
  { label: 'Staff', path: '/users/staff' },
  { label: 'Theme', path: '/users/theme' },
  { label: 'Invoicing', path: '/users/invoicing' },
  { label: 'Integrations', path: '/users/integrations' },
];

const page = (node: ReactNode) => <Suspense fallback={<PageLoader />}>{node}</Suspense>;

export default function UsersRoutes() {
  const granted = useGrantedCodes();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Account
      </Typography>
      <AreaTabs tabs={ACCOUNT_TABS} granted={granted} label="Account tabs" />
      <Routes>
        <Route index element={page(<ProfilePage />)} />
        <Route path="company" element={page(<CompanyPage />)} />
        <Route path="company/:slug" element={page(<OfficePage />)} />
        <Route path="membership" element={page(<PlansPage />)} />
        <Route path="staff" element={page(<StaffListPage />)} />
        <Route path="staff/:slug" element={page(<StaffPage />)} />
        <Route path="theme" element={page(<ThemePage />)} />
        <Route path="invoicing" element={page(<InvoicingPage />)} />
        <Route path="integrations" element={page(<IntegrationsPage />)} />
        <Route path="*" element={<Navigate to="/error/404" replace />} />
      </Routes>
    </>
  );
}
