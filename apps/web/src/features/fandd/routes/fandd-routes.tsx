import Typography from '@mui/material/Typography';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AreaTabs, tabGate, type AreaTab } from '../../../components/area-tabs';
import { useGrantedCodes } from '../../../lib/session';
import { lazyScreen } from '../../../lib/lazy-screen';
import { screenLoaders } from '../../../lib/route-screens';

const OrdersListPage = lazyScreen(screenLoaders.ordersList);
const OrderDetailPage = lazyScreen(() => import('./order-detail-page'));
const StockPage = lazyScreen(screenLoaders.stock);
const BarsPage = lazyScreen(() => import('./bars-page'));
const CategoriesPage = lazyScreen(() => import('./categories-page'));

/** The food-and-drinks tabs and the section code each needs (doc 3 §2.3); the base path shows orders. */
export const FANDD_TABS: AreaTab[] = [
  { label: 'Orders', path: '/fandd/orders', code: 'orders', match: ['/fandd', '/food-and-drinks'] },
  { label: 'Stock', path: '/fandd/stock', code: 'stock' },
  { label: 'Bar', path: '/fandd/bar', code: 'bar' },
  { label: 'Categories', path: '/fandd/categories', code: 'categories' },
];

/** /fandd/* and /food-and-drinks/{slug} (the order detail). */
export default function FanddRoutes() {
  const granted = useGrantedCodes();
  const gate = tabGate(FANDD_TABS, granted, 'food and drinks');
  const { pathname } = useLocation();
  const detail = pathname.startsWith('/food-and-drinks/');
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Food &amp; Drinks
      </Typography>
      <AreaTabs tabs={FANDD_TABS} granted={granted} label="Food and drinks tabs" />
      {detail ? (
        <Routes>
          <Route path=":slug" element={gate('orders', <OrderDetailPage />)} />
        </Routes>
      ) : (
        <Routes>
          <Route index element={gate('orders', <OrdersListPage />)} />
          <Route path="orders" element={gate('orders', <OrdersListPage />)} />
          <Route path="stock" element={gate('stock', <StockPage />)} />
          <Route path="bar" element={gate('bar', <BarsPage />)} />
          <Route path="categories" element={gate('categories', <CategoriesPage />)} />
          <Route path="*" element={<Navigate to="/error/404" replace />} />
        </Routes>
      )}
    </>
  );
}
