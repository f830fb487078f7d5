import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { tabCode } from '../route-manifest';
import { useRoutePreload } from '../routing/preload-context';
import type { AreaTab } from './area';

/** The tabs whose section is granted (tabCode: the gate of the route at the tab's path). */
export function visibleTabs(tabs: readonly AreaTab[], granted: readonly string[]): AreaTab[] {
  return tabs.filter((t) => {
    const code = tabCode(t);
    return !code || granted.includes(code);
  });
}

/** The tab whose path is the longest match of the current path (a tab path also selects its sub-routes). */
export function activeTab(tabs: readonly AreaTab[], pathname: string): AreaTab | undefined {
  const prefix = (p: string, subPaths = true) => (pathname === p ? p.length + 1000 : subPaths && pathname.startsWith(`${p}/`) ? p.length : -1);
  const score = (tab: AreaTab) =>
    Math.max(
      prefix(tab.path, !tab.exact),
      ...(tab.match ?? []).map((p) => prefix(p)),
      ...(tab.patterns ?? []).map((re) => (re.test(pathname) ? 1 : -1)),
    );
  return tabs
    .map((t) => ({ t, s: score(t) }))
    .filter((x) => x.s >= 0)
    .sort((a, b) => b.s - a.s)[0]?.t;
}

/** Tabs of an area as links, filtered by the granted sections. */
export function AreaTabs({ tabs, granted, label }: { tabs: readonly AreaTab[]; granted: readonly string[]; label: string }) {
  const { pathname } = useLocation();
  const { linkProps } = useRoutePreload();
  const shown = visibleTabs(tabs, granted);
  const current = activeTab(shown, pathname);
  if (shown.length === 0) return null;
  return (
    <Tabs value={current?.path ?? false} aria-label={label} variant="scrollable" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {shown.map((t) => (
        <Tab key={t.path} label={t.label} value={t.path} component={Link} to={t.path} {...linkProps(t.path)} />
      ))}
    </Tabs>
  );
}

interface TabGateProps {
  tabs: readonly AreaTab[];
  /** Any one of these opens the screen. */
  codes: readonly string[];
  granted: readonly string[];
  /** How the area is named in the message when none of its tabs is granted. */
  noun: string;
  children: ReactNode;
}

/** A tab's screens need its code; without it the user lands on the area's first granted tab. */
export function TabGate({ tabs, codes, granted, noun, children }: TabGateProps) {
  if (codes.some((c) => granted.includes(c))) return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
  const first = visibleTabs(tabs, granted)[0];
  if (first) return <Navigate to={first.path} replace />;
  return <Typography color="text.secondary">No {noun} section is granted to your profile.</Typography>;
}
