import Typography from '@mui/material/Typography';
import { Navigate, Route, Routes } from 'react-router';
import { AreaTabs, tabGate, type AreaTab } from '../../../components/area-tabs';
import { useGrantedCodes } from '../../../lib/session';
import { lazyScreen } from '../../../lib/lazy-screen';
import { screenLoaders } from '../../../lib/route-screens';

// One chunk per screen: opening the members list does not load the date pickers of the add-membership page.
const MembersListPage = lazyScreen(screenLoaders.membersList);
const MemberAddPage = lazyScreen(() => import('./member-add-page'));
const MemberProfilePage = lazyScreen(() => import('./member-profile-page'));
const TeamsListPage = lazyScreen(screenLoaders.teamsList);
const TeamDetailPage = lazyScreen(() => import('./team-detail-page'));
const GuestsListPage = lazyScreen(screenLoaders.guestsList);
const GuestDetailPage = lazyScreen(() => import('./guest-detail-page'));
const MembershipsListPage = lazyScreen(screenLoaders.membershipsList);
const MembershipAddPage = lazyScreen(() => import('./membership-add-page'));
const MembershipDetailPage = lazyScreen(() => import('./membership-detail-page'));
const InvoicesListPage = lazyScreen(screenLoaders.invoicesList);
const InvoiceAddPage = lazyScreen(() => import('./invoice-add-page'));
const InvoiceDetailPage = lazyScreen(() => import('./invoice-detail-page'));

/** The members area tabs and the section code each needs (seed 2 §2). */
export const MEMBERS_TABS: AreaTab[] = [
  { label: 'All members', path: '/members', code: 'members' },
  { label: 'Memberships', path: '/members/memberships', code: 'membership' },
  { label: 'Teams', path: '/members/companies', code: 'teams' },
  { label: 'Guests', path: '/members/guests', code: 'guests' },
  { label: 'Invoices', path: '/members/invoices', code: 'invoices' },
];

export default function MembersRoutes() {
  const granted = useGrantedCodes();
  const gate = tabGate(MEMBERS_TABS, granted, 'members');
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Members
      </Typography>
      <AreaTabs tabs={MEMBERS_TABS} granted={granted} label="Members tabs" />
      <Routes>
        <Route index element={gate('members', <MembersListPage />)} />
        <Route path="add" element={gate('members', <MemberAddPage />)} />
        <Route path="companies" element={gate('teams', <TeamsListPage />)} />
        <Route path="companies/:slug" element={gate('teams', <TeamDetailPage />)} />
        <Route path="guests" element={gate('guests', <GuestsListPage />)} />
        <Route path="guests/:slug" element={gate('guests', <GuestDetailPage />)} />
        <Route path="memberships" element={gate('membership', <MembershipsListPage />)} />
        <Route path="memberships/add" element={gate('membership', <MembershipAddPage />)} />
        <Route path="memberships/member/:memberSlug" element={gate('membership', <MembershipsListPage />)} />
        <Route path="memberships/:slug" element={gate('membership', <MembershipDetailPage />)} />
        <Route path="invoices" element={gate('invoices', <InvoicesListPage />)} />
        <Route path="invoices/add" element={gate('invoices', <InvoiceAddPage />)} />
        <Route path="invoices/:slug" element={gate('invoices', <InvoiceDetailPage />)} />
        {/* The seeds' route table lists /members/resources; the resources members hold are their memberships' (issue 10 §19). */}
        <Route path="resources" element={<Navigate to="/members/memberships" replace />} />
        <Route path=":slug" element={gate('members', <MemberProfilePage />)} />
        <Route path="*" element={<Navigate to="/error/404" replace />} />
      </Routes>
    </>
  );
}
