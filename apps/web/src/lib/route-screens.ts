/**
 * The code a URL needs, startable before React renders it (issue 10 §18). A logged-in screen sits two lazy levels
 * deep (the area's routes module, then the screen), so left to React its chunks load one after the other; here a
 * navigation starts the area module and the screen together. Only the screens a menu entry or tab opens are
 * listed (the likely targets of a click); any other screen still loads through its area module. The import()
 * calls are the same as the routes' lazy() ones, so nothing loads twice.
 */
export const screenLoaders = {
  login: () => import('../features/session/routes/login-page'),
  signup: () => import('../features/session/routes/signup-page'),
  checkmail: () => import('../features/session/routes/checkmail-page'),
  onboarding: () => import('../features/session/routes/onboarding-page'),
  validateEmail: () => import('../features/session/routes/validate-email-page'),
  resetPassword: () => import('../features/session/routes/reset-password-page'),
  notFound: () => import('../features/session/routes/not-found-page'),
  checkin: () => import('../features/checkin/routes/checkin-page'),
  appLayout: () => import('../app/layout/app-layout'),
  dashboard: () => import('../features/dashboard/routes/dashboard-routes'),
  members: () => import('../features/members/routes/members-routes'),
  users: () => import('../features/users/routes/users-routes'),
  space: () => import('../features/space/routes/space-routes'),
  bookings: () => import('../features/bookings/routes/bookings-routes'),
  fandd: () => import('../features/fandd/routes/fandd-routes'),
  community: () => import('../features/community/routes/community-routes'),
  marketing: () => import('../features/marketing/routes/marketing-routes'),
};

type Loader = () => Promise<unknown>;

/** Public pages: one chunk each, outside the app layout. */
const PUBLIC: [RegExp, Loader][] = [
  [/^\/login\/?$/, screenLoaders.login],
  [/^\/signup\/?$/, screenLoaders.signup],
  [/^\/checkmail\/?$/, screenLoaders.checkmail],
  [/^\/on_boarding\/?$/, screenLoaders.onboarding],
  [/^\/validate\//, screenLoaders.validateEmail],
  [/^\/reset-password\//, screenLoaders.resetPassword],
  [/^\/error\//, screenLoaders.notFound],
  [/^\/checkin\//, screenLoaders.checkin],
];

/** The area module of a logged-in path's first segment (several segments share an area). */
const AREAS: Record<string, Loader> = {
  dashboard: screenLoaders.dashboard,
  members: screenLoaders.members,
  users: screenLoaders.users,
  space: screenLoaders.space,
  resources: screenLoaders.space,
  work_area: screenLoaders.space,
  bookings: screenLoaders.bookings,
  fandd: screenLoaders.fandd,
  'food-and-drinks': screenLoaders.fandd,
  community: screenLoaders.community,
  marketing: screenLoaders.marketing,
  campaigns: screenLoaders.marketing,
};

/** The screens of the menu entries and area tabs, by path. */
const SCREENS: [RegExp, Loader][] = [
  [/^\/members\/?$/, () => import('../features/members/routes/members-list-page')],
  [/^\/members\/memberships\/?$/, () => import('../features/members/routes/memberships-list-page')],
  [/^\/members\/companies\/?$/, () => import('../features/members/routes/teams-list-page')],
  [/^\/members\/guests\/?$/, () => import('../features/members/routes/guests-list-page')],
  [/^\/members\/invoices\/?$/, () => import('../features/members/routes/invoices-list-page')],
  [/^\/marketing\/?$/, () => import('../features/marketing/routes/campaigns-list-page')],
  [/^\/marketing\/offer\/?$/, () => import('../features/marketing/routes/offers-list-page')],
  [/^\/marketing\/offer_user\/?$/, () => import('../features/marketing/routes/offer-users-list-page')],
  [/^\/space\/?$/, () => import('../features/space/routes/resources-list-page')],
  [/^\/space\/work_areas\/?$/, () => import('../features/space/routes/work-areas-list-page')],
  [/^\/space\/offices\/?$/, () => import('../features/space/routes/offices-page')],
  [/^\/bookings\/(map|hot_desk)\/?$/, () => import('../features/bookings/routes/bookings-map-page')],
  [/^\/bookings\/list\/?$/, () => import('../features/bookings/routes/bookings-list-page')],
  [/^\/fandd(\/orders)?\/?$/, () => import('../features/fandd/routes/orders-list-page')],
  [/^\/fandd\/stock\/?$/, () => import('../features/fandd/routes/stock-page')],
  [/^\/users\/?$/, () => import('../features/users/routes/profile-page')],
  [/^\/users\/company\/?$/, () => import('../features/users/routes/company-page')],
  [/^\/users\/staff\/?$/, () => import('../features/users/routes/staff-list-page')],
];

/** A page that needs no login (everything else sends a visitor without a token to /login). */
export const isPublicPath = (path: string) => PUBLIC.some(([re]) => re.test(path.split(/[?#]/)[0]));

/** Where the guards will send a first visit: `/` to the dashboard or the login, a private path without a token to the login. */
export function bootTarget(path: string, loggedIn: boolean): string {
  const pathname = path.split(/[?#]/)[0];
  const target = pathname === '/' ? (loggedIn ? '/dashboard' : '/login') : path;
  return loggedIn || isPublicPath(target) ? target : '/login';
}

const quiet = (p: Promise<unknown>) => p.catch(() => undefined); // a failed fetch is retried by the real render

/**
 * Starts, in parallel, every chunk the screen at `path` renders from: a public page, or the app layout (when not
 * yet loaded), the area module and the screen. Resolves when they have loaded; cheap to call again.
 */
export function startRouteCode(path: string): Promise<unknown> {
  const pathname = path.split(/[?#]/)[0];
  const publicPage = PUBLIC.find(([re]) => re.test(pathname));
  if (publicPage) return quiet(publicPage[1]());
  const area = AREAS[pathname.split('/').filter(Boolean)[0] ?? ''];
  if (!area) return Promise.resolve();
  const screen = SCREENS.find(([re]) => re.test(pathname))?.[1];
  return Promise.all([screenLoaders.appLayout(), area(), screen?.()].map((p) => (p ? quiet(p) : undefined)));
}
