import type { AreaSection, SectionCode } from '@clubspace/contract';
import type { ComponentType } from 'react';
import { screenLoader, type Loader } from '../../lib/screen-loader';

/**
 * The shape of one area of the route manifest (../route-manifest.ts). An area is declared once, in ./<feature>.area.ts:
 * its menu entry, heading, tabs and routes (path, tab gate, lazy screen). The menu, the tab bars, the route tree, the
 * route preloading and the link rule (lib/route-gates.ts) are all derived from it. No React here: the boot chunk
 * reads these declarations before React is evaluated.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen has its own props
export type ScreenModule = { default: ComponentType<any> };
export type ScreenLoader = Loader<ScreenModule>;

/** A lazy screen: its own chunk, loaded by a navigation's preload and by the route through the same function. */
export const screen = (load: () => Promise<ScreenModule>): ScreenLoader => screenLoader(load);

/** A tab of the area's tab bar. It shows when the route at its path opens: its section is that route's (tabCode). */
export interface AreaTab {
  label: string;
  path: string;
  /** Further paths that select this tab (e.g. the area's base path). */
  match?: string[];
  /** The tab's own path selects only itself, not its sub-paths (an area root whose sub-paths belong to other tabs). */
  exact?: boolean;
  /** Paths of this tab's screens that no prefix can tell apart (e.g. /marketing/{offer slug}). */
  patterns?: RegExp[];
  /** A button beside the area's heading while the tab's own path is shown (e.g. Add resource). */
  action?: AreaAction;
}

export interface AreaAction {
  label: string;
  to: string;
}

export interface AreaRoute {
  /** The whole path, react-router style (`:param` segments, no splat). */
  path: string;
  /** The screen, one lazy chunk (a module may serve several routes). */
  screen?: ScreenLoader;
  /** Props for the screen (one module serving several routes). */
  props?: Record<string, unknown>;
  /**
   * Sections that open the route, any one: its tab gate, which sends staff without them to the area's first granted
   * tab. None: the area's section alone (the route guard's pathAllowed) opens it.
   */
  codes?: readonly SectionCode[];
  /** No tab gate on the route itself (it is always present); links to it still follow `codes`. */
  ungated?: boolean;
  /** Sends the path on to another. */
  redirect?: string;
  /** Sends the path on to the first of these paths the staff member's sections open; the first one's screen preloads with it. */
  home?: readonly string[];
}

export interface Area {
  /** The feature folder of the area's screens and of its first-query prefetcher (features/<f>/api/<f>-prefetch.ts). */
  feature: string;
  /** The section that opens the area (also checked for each path by the contract's pathAllowed). */
  section: AreaSection;
  /** The side-menu entry; `account` entries sit below the divider. */
  menu?: { label: string; path: string; account?: boolean };
  heading: string;
  /** The tab bar's accessible name. */
  tabsLabel: string;
  /** How the area is named in "No {noun} section is granted to your profile." */
  noun: string;
  tabs: AreaTab[];
  /** A button beside the heading whenever one of the area's tabs is granted (e.g. Create Booking). */
  action?: AreaAction;
  /** A client still pending is sent to onboarding before the area shows (seed 1 §4). */
  onboardingFirst?: boolean;
  routes: AreaRoute[];
}
