import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, Link as RouterLink, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { lazyScreen } from '../../lib/lazy-screen';
import { grantedCodes, needsOnboarding, useSession } from '../../lib/session';
import { AREA_ROOTS, homePath } from '../route-manifest';
import type { Area, AreaRoute, ScreenLoader } from './area';
import { activeTab, AreaTabs, TabGate, visibleTabs } from './area-tabs';

/**
 * Every logged-in area renders here, from its declaration in the route manifest (../route-manifest.ts): the heading
 * (with the area's or the current tab's button), the tab bar and the routes under the top-level route `root`, each
 * behind its tab gate. One chunk for all areas, loaded with the app layout.
 */
export default function AreaFrame({ area, root }: { area: Area; root: string }) {
  const session = useSession();
  if (area.onboardingFirst) {
    if (session.isPending) return <PageLoader />;
    // A pending client (or none yet) has to finish onboarding first (seed 1 §4).
    if (needsOnboarding(session.data)) return <Navigate to="/on_boarding" replace />;
  }
  const granted = grantedCodes(session.data);
  return (
    <>
      <AreaHeading area={area} granted={granted} />
      <AreaTabs tabs={area.tabs} granted={granted} label={area.tabsLabel} />
      <AreaRoutes area={area} root={root} granted={granted} />
    </>
  );
}

/** The heading; with a button, the area's (while one of its tabs is granted) or the current tab's on its own path. */
function AreaHeading({ area, granted }: { area: Area; granted: readonly string[] }) {
  const { pathname } = useLocation();
  if (!area.action && !area.tabs.some((t) => t.action)) {
    return (
      <Typography variant="h4" component="h1" gutterBottom>
        {area.heading}
      </Typography>
    );
  }
  const shown = visibleTabs(area.tabs, granted);
  const tab = activeTab(shown, pathname);
  const action = area.action ? (shown.length > 0 ? area.action : undefined) : tab?.action && pathname === tab.path ? tab.action : undefined;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
      <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
        {area.heading}
      </Typography>
      {action && (
        <Button variant="contained" component={RouterLink} to={action.to}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}

/** One lazy component per screen module, so routes sharing a module share the component. */
const components = new Map<ScreenLoader, ComponentType<Record<string, unknown>>>();
function screenComponent(load: ScreenLoader) {
  let component = components.get(load);
  if (!component) components.set(load, (component = lazyScreen(load)));
  return component;
}

function routeElement(area: Area, route: AreaRoute, granted: readonly string[]): ReactNode {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  const gate = (node: ReactNode) => (
    <TabGate tabs={area.tabs} codes={route.codes ?? []} granted={granted} noun={area.noun}>
      {node}
    </TabGate>
  );
  if (route.home) {
    const home = homePath(route, granted);
    return home ? <Navigate to={home} replace /> : gate(null);
  }
  if (!route.screen) return null;
  const Screen = screenComponent(route.screen);
  const node = <Screen {...route.props} />;
  return route.codes?.length && !route.ungated ? gate(node) : <Suspense fallback={<PageLoader />}>{node}</Suspense>;
}

/**
 * The routes under the top-level route `root`, relative to it. A root that is one route (/resources/:slug) renders it
 * directly; a splat root (/members/*) renders its routes and sends any other path to the not-found page.
 */
function AreaRoutes({ area, root, granted }: { area: Area; root: string; granted: readonly string[] }) {
  const routes = AREA_ROOTS.get(area)?.find((r) => r.path === root)?.routes ?? [];
  if (!root.endsWith('/*')) return routes[0] ? routeElement(area, routes[0], granted) : null;
  const base = root.slice(0, -2);
  return (
    <Routes>
      {routes.map((route) => {
        const path = route.path.slice(base.length + 1);
        const element = routeElement(area, route, granted);
        return path ? <Route key={route.path} path={path} element={element} /> : <Route key={route.path} index element={element} />;
      })}
      <Route path="*" element={<Navigate to="/error/404" replace />} />
    </Routes>
  );
}
