import { screen, type Area } from './area';

const S = {
  ordersList: screen(() => import('../../features/fandd/routes/orders-list-page')),
  orderDetail: screen(() => import('../../features/fandd/routes/order-detail-page')),
  stock: screen(() => import('../../features/fandd/routes/stock-page')),
  bars: screen(() => import('../../features/fandd/routes/bars-page')),
  categories: screen(() => import('../../features/fandd/routes/categories-page')),
};

/** The food-and-drinks tabs and the section code each needs (doc 3 §2.3); the base path shows orders. */
export const fanddArea: Area = {
  feature: 'fandd',
  section: 'fandd',
  menu: { label: 'Food & Drinks', path: '/fandd' },
  heading: 'Food & Drinks',
  tabsLabel: 'Food and drinks tabs',
  noun: 'food and drinks',
  tabs: [
    { label: 'Orders', path: '/fandd/orders', match: ['/fandd', '/food-and-drinks'] },
    { label: 'Stock', path: '/fandd/stock' },
    { label: 'Bar', path: '/fandd/bar' },
    { label: 'Categories', path: '/fandd/categories' },
  ],
  routes: [
    { path: '/fandd', codes: ['orders'], screen: S.ordersList },
    { path: '/fandd/orders', codes: ['orders'], screen: S.ordersList },
    { path: '/fandd/stock', codes: ['stock'], screen: S.stock },
    { path: '/fandd/bar', codes: ['bar'], screen: S.bars },
    { path: '/fandd/categories', codes: ['categories'], screen: S.categories },
    // An order's page (/food-and-drinks/{slug}); /food-and-drinks itself is a shortcut to the dashboard (../routes.tsx).
    { path: '/food-and-drinks/:slug', codes: ['orders'], screen: S.orderDetail },
  ],
};
