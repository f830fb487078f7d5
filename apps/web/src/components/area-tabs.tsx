import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { preloadProps } from '../lib/route-preload';
import { PageLoader } from './page-loader';

export interface AreaTab {
  label: string;
  path: string;
  /** Web-section code the tab needs; none = always shown inside its area. */
  code?: string;
  /** Further paths that select this tab (e.g. the area's base path). */
  match?: string[];
  /** The tab's own path selects only itself, not its sub-paths (an area root whose sub-paths belong to other tabs). */
  exact?: boolean;
  /** Paths of this tab's screens that no prefix can tell apart (e.g. /marketing/{offer slug}). */
  patterns?: RegExp[];
}

export function visibleTabs(tabs: AreaTab[], granted: readonly string[]): AreaTab[] {
  return tabs.filter((t) => !t.code || granted.includes(t.code));
}

/** The tab whose path is the longest match of the current path (a tab path also selects its sub-routes). */
export function activeTab(tabs: AreaTab[], pathname: string): AreaTab | undefined {
  const prefix = (p: string, subPaths = true) => (pathname === p ? p.length + 1000 : subPaths && pathname.startsWith(`${p}/`) ? p.length : -1);
  const score = (tab: AreaTab) =>
    Math.max(
      prefix(tab.path, !tab.exact),
      ...(tab.match ?? []).map((p) => prefix(p)),
      ...(tab.patterns ?? []).map((re) => (re.test(pathname) ? 1 : -1)),
    );
  return tabs.map((t) => ({ t, s: score(t) })).filter((x) => x.s >= 0).sort((a, b) => b.s - a.s)[0]?.t;
}

/** Tabs of an area as links, filtered by the granted sections. */
export function AreaTabs({ tabs, granted, label }: { tabs: AreaTab[]; granted: readonly string[]; label: string }) {
  const { pathname } = useLocation();
  const shown = visibleTabs(tabs, granted);
  const current = activeTab(shown, pathname);
  if (shown.length === 0) return null;
  return (
    <Tabs value={current?.path ?? false} aria-label={label} variant="scrollable" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {shown.map((t) => (
        <Tab key={t.path} label={t.label} value={t.path} component={Link} to={t.path} {...preloadProps(t.path)} />
      ))}
    </Tabs>
  );
}

/** A tab's screens need its code; without it the user lands on the area's first granted tab. */
export function TabGate({ tabs, code, granted, area, children }: { tabs: AreaTab[]; code: string; granted: readonly string[]; area: string; children: ReactNode }) {
  if (granted.includes(code)) return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
  const first = visibleTabs(tabs, granted)[0];
  if (first) return <Navigate to={first.path} replace />;
  return <Typography color="text.secondary">No {area} section is granted to your profile.</Typography>;
}

/** `gate(code, screen)`: wraps an area's route element in its TabGate. */
export const tabGate =
  (tabs: AreaTab[], granted: readonly string[], area: string) =>
  (code: string, node: ReactNode) => (
    <TabGate tabs={tabs} code={code} granted={granted} area={area}>
      {node}
    </TabGate>
  );
