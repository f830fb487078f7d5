import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AreaTabs, tabGate, type AreaTab } from '../../../components/area-tabs';
import { PageLoader } from '../../../components/page-loader';
import { useGrantedCodes } from '../../../lib/session';
import { lazyScreen } from '../../../lib/lazy-screen';
import { screenLoaders } from '../../../lib/route-screens';

const CampaignsListPage = lazyScreen(screenLoaders.campaignsList);
const CampaignDetailPage = lazyScreen(() => import('./campaign-detail-page'));
const OffersListPage = lazyScreen(screenLoaders.offersList);
const OfferFormPage = lazyScreen(() => import('./offer-form-page'));
const OfferUsersListPage = lazyScreen(screenLoaders.offerUsersList);
const OfferUserFormPage = lazyScreen(() => import('./offer-user-form-page'));

/** The marketing tabs and the section code each needs (doc 3 §2.5). */
export const MARKETING_TABS: AreaTab[] = [
  // Add offer (/marketing/add) and an offer (/marketing/{slug}) belong to Offers, not to Campaigns (issue 24 §16).
  { label: 'Campaigns', path: '/marketing', code: 'campaigns', match: ['/campaigns'], exact: true },
  { label: 'Offers', path: '/marketing/offer', code: 'offers', match: ['/marketing/add'], patterns: [/^\/marketing\/(?!offer_user(\/|$))[^/]+\/?$/] },
  { label: 'Offer users', path: '/marketing/offer_user', code: 'offer_user' },
];

export default function MarketingRoutes() {
  const granted = useGrantedCodes();
  const { pathname } = useLocation();
  const gate = tabGate(MARKETING_TABS, granted, 'marketing');
  const header = (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Marketing
      </Typography>
      <AreaTabs tabs={MARKETING_TABS} granted={granted} label="Marketing tabs" />
    </>
  );
  // /campaigns/{slug} is always present (seed 1 §2.1): no tab gate; its calls need only staff of the operator.
  if (pathname.startsWith('/campaigns/')) {
    return (
      <>
        {header}
        <Suspense fallback={<PageLoader />}>
          <CampaignDetailPage />
        </Suspense>
      </>
    );
  }
  return (
    <>
      {header}
      <Routes>
        <Route index element={gate('campaigns', <CampaignsListPage />)} />
        <Route path="offer" element={gate('offers', <OffersListPage />)} />
        <Route path="add" element={gate('offers', <OfferFormPage />)} />
        <Route path="offer_user" element={gate('offer_user', <OfferUsersListPage />)} />
        <Route path="offer_user/add" element={gate('offer_user', <OfferUserFormPage />)} />
        <Route path="offer_user/:slug" element={gate('offer_user', <OfferUserFormPage />)} />
        <Route path=":slug" element={gate('offers', <OfferFormPage />)} />
        <Route path="*" element={<Navigate to="/error/404" replace />} />
      </Routes>
    </>
  );
}
