/**
 * The code a URL needs, startable before React renders it (issue 10 §18). A logged-in screen sits two lazy levels
 * deep (the area's routes module, then the screen), so left to React its chunks load one after the other; here a
 * navigation starts the area module and the screen together. Only the screens a menu entry or tab opens are
 * listed (the likely targets of a click); any other screen still loads through its area module. The routes render
 * these same loaders through lazyScreen() (lib/lazy-screen.tsx), so nothing loads twice, and a screen whose module
 * has arrived renders at once instead of suspending.
 */
type Loader = () => Promise<unknown>;

/** Modules a loader has delivered, so a screen whose code is already here renders at once (lib/lazy-screen.tsx). */
const delivered = new Map<Loader, unknown>();

/** A loader that remembers its module once it has arrived. */
function remember<M>(load: () => Promise<M>): () => Promise<M> {
  const remembered = () =>
    load().then((m) => {
      delivered.set(remembered, m);
      return m;
    });
  return remembered;
}

/** The module a (remembered) loader has delivered, or undefined while it has not. */
export const deliveredModule = (load: Loader): unknown => delivered.get(load);

const screenImports = {
  login: () => import('../features/session/routes/login-page'),
  signup: () => import('../features/session/routes/signup-page'),
  checkmail: () => import('../features/session/routes/checkmail-page'),
  onboarding: () => import('../features/session/routes/onboarding-page'),
  validateEmail: () => import('../features/session/routes/validate-email-page'),
  resetPassword: () => import('../features/session/routes/reset-password-page'),
  notFound: () => import('../features/session/routes/not-found-page'),
  checkin: () => import('../features/checkin/routes/checkin-page'),
  // The member portal (issue 26): its own route tree, public to the staff guards (it has its own session).
  portal: () => import('../features/portal/routes/portal-routes'),
  appLayout: () => import('../app/layout/app-layout'),
  dashboard: () => import('../features/dashboard/routes/dashboard-routes'),
  members: () => import('../features/members/routes/members-routes'),
  users: () => import('../features/users/routes/users-routes'),
  space: () => import('../features/space/routes/space-routes'),
  bookings: () => import('../features/bookings/routes/bookings-routes'),
  fandd: () => import('../features/fandd/routes/fandd-routes'),
  community: () => import('../features/community/routes/community-routes'),
  marketing: () => import('../features/marketing/routes/marketing-routes'),
  // The screens of the menu entries and area tabs (the likely targets of a click).
  membersList: () => import('../features/members/routes/members-list-page'),
  membershipsList: () => import('../features/members/routes/memberships-list-page'),
  teamsList: () => import('../features/members/routes/teams-list-page'),
  guestsList: () => import('../features/members/routes/guests-list-page'),
  invoicesList: () => import('../features/members/routes/invoices-list-page'),
  campaignsList: () => import('../features/marketing/routes/campaigns-list-page'),
  offersList: () => import('../features/marketing/routes/offers-list-page'),
  offerUsersList: () => import('../features/marketing/routes/offer-users-list-page'),
  resourcesList: () => import('../features/space/routes/resources-list-page'),
  workAreasList: () => import('../features/space/routes/work-areas-list-page'),
  offices: () => import('../features/space/routes/offices-page'),
  bookingsMap: () => import('../features/bookings/routes/bookings-map-page'),
  bookingsList: () => import('../features/bookings/routes/bookings-list-page'),
  ordersList: () => import('../features/fandd/routes/orders-list-page'),
  stock: () => import('../features/fandd/routes/stock-page'),
  profile: () => import('../features/users/routes/profile-page'),
  company: () => import('../features/users/routes/company-page'),
  staffList: () => import('../features/users/routes/staff-list-page'),
};

type Remembered<T> = { [K in keyof T]: T[K] extends () => Promise<infer M> ? () => Promise<M> : never };

/** Every loader remembered: the routes' lazy screens use these same functions, so nothing loads twice. */
export const screenLoaders = Object.fromEntries(
  Object.entries(screenImports).map(([key, load]) => [key, remember(load as Loader)]),
) as Remembered<typeof screenImports>;
const L = screenLoaders;

/** Public pages: one chunk each, outside the app layout. */
const PUBLIC: [RegExp, Loader][] = [
  [/^\/login\/?$/, L.login],
  [/^\/signup\/?$/, L.signup],
  [/^\/checkmail\/?$/, L.checkmail],
  [/^\/on_boarding\/?$/, L.onboarding],
  [/^\/validate\//, L.validateEmail],
  [/^\/reset-password\//, L.resetPassword],
  [/^\/error\//, L.notFound],
  [/^\/checkin\//, L.checkin],
  [/^\/portal(\/|$)/, L.portal],
];

/** The area module of a logged-in path's first segment (several segments share an area). */
const AREAS: Record<string, Loader> = {
  dashboard: L.dashboard,
  members: L.members,
  users: L.users,
  space: L.space,
  resources: L.space,
  work_area: L.space,
  bookings: L.bookings,
  fandd: L.fandd,
  'food-and-drinks': L.fandd,
  community: L.community,
  marketing: L.marketing,
  campaigns: L.marketing,
};

/** The screens of the menu entries and area tabs, by path. */
const SCREENS: [RegExp, Loader][] = [
  [/^\/members\/?$/, L.membersList],
  [/^\/members\/memberships\/?$/, L.membershipsList],
  [/^\/members\/companies\/?$/, L.teamsList],
  [/^\/members\/guests\/?$/, L.guestsList],
  [/^\/members\/invoices\/?$/, L.invoicesList],
  [/^\/marketing\/?$/, L.campaignsList],
  [/^\/marketing\/offer\/?$/, L.offersList],
  [/^\/marketing\/offer_user\/?$/, L.offerUsersList],
  [/^\/space\/?$/, L.resourcesList],
  [/^\/space\/work_areas\/?$/, L.workAreasList],
  [/^\/space\/offices\/?$/, L.offices],
  // The menu's /bookings redirects to the map: start its screen with the area, not after the redirect (issue 24 §21).
  [/^\/bookings(\/(map|hot_desk))?\/?$/, L.bookingsMap],
  [/^\/bookings\/list\/?$/, L.bookingsList],
  [/^\/fandd(\/orders)?\/?$/, L.ordersList],
  [/^\/fandd\/stock\/?$/, L.stock],
  [/^\/users\/?$/, L.profile],
  [/^\/users\/company\/?$/, L.company],
  [/^\/users\/staff\/?$/, L.staffList],
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
  return Promise.all([L.appLayout(), area(), screen?.()].map((p) => (p ? quiet(p) : undefined)));
}
