import { pathAllowed } from '@clubspace/contract';

/**
 * Which sections open a path inside its area (issue 10 §13): `pathAllowed` (contract) answers for the area (first
 * segment), the route's tab gate adds its tab, so a link to /members/invoices is hidden from staff without `invoices`
 * instead of bouncing them to the first tab they have. The gates are the route manifest's (app/route-manifest.ts),
 * which hands them over when it loads: lib/ and components/ never import the app or a feature.
 */
export type GateCodes = (pathname: string) => readonly string[] | undefined;

let gateCodesOf: GateCodes | null = null;

/** Called once by app/route-manifest.ts. */
export function setRouteGates(codes: GateCodes): void {
  gateCodesOf = codes;
}

const clean = (href: string) => {
  const path = href.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

/** The sections (any one) the route at `href` needs besides its area; undefined when the area alone is enough. */
export function gateCodes(href: string): readonly string[] | undefined {
  if (!gateCodesOf) throw new Error('The route manifest (app/route-manifest.ts) has not been loaded.');
  const codes = gateCodesOf(clean(href));
  return codes && codes.length > 0 ? codes : undefined;
}

/** Whether a link opens for these granted sections: its area (pathAllowed) and its tab, so nothing bounces. */
export function pathOpens(href: string, granted: readonly string[]): boolean {
  const path = clean(href);
  if (!pathAllowed(path, granted)) return false;
  const codes = gateCodes(path);
  return !codes || codes.some((c) => granted.includes(c));
}
