import { z } from 'zod';
import { parseHex } from './contrast.ts';
import { portalBooking } from './portal-schemas.ts';
import { THEME_DEFAULTS } from './theme.ts';

/**
 * The member portal as an installable app (issue 26): its web app manifest, built per workspace by the API (the
 * operator's name, colour and logo: a build-time manifest cannot carry them), and the QR page's view of a logged-in
 * member's own booking on a resource.
 */

/** The icon of the web build (apps/web/public) when the operator has no logo. */
export const PORTAL_DEFAULT_ICON = '/portal-icon.svg';
export const PORTAL_APP_NAME = 'Member portal';
export const WEB_APP_MANIFEST_TYPE = 'application/manifest+json';

export const webAppManifestIcon = z.object({ src: z.string(), sizes: z.string(), type: z.string().optional(), purpose: z.string() });
export const webAppManifest = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  orientation: z.literal('any'),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(webAppManifestIcon),
});
export type WebAppManifest = z.infer<typeof webAppManifest>;

/** The workspace of a manifest: named, else the request's (the X-Portal-Workspace header or the host's sub-domain). */
export const portalManifestQuery = z.object({ workspace: z.string().trim().toLowerCase().min(1).max(100).optional() });

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  ico: 'image/x-icon',
};

/** The image type of an icon address by its extension (query and fragment left out), or undefined when unknown. */
export function iconType(src: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(src.split(/[?#]/)[0])?.[1]?.toLowerCase();
  return ext ? IMAGE_TYPES[ext] : undefined;
}

/**
 * The manifest of a workspace's portal: start and scope at `/portal/{workspace}/` (the address the member uses), the
 * operator's name, its navigation colour as the theme colour (the default when it is not a hex colour), its logo as
 * the icon, else the web build's default icon.
 */
export function portalManifest(workspace: string, w: { name: string; logo: string | null; navigation_color: string | null }): WebAppManifest {
  const base = `/portal/${encodeURIComponent(workspace)}/`;
  const name = w.name.trim() || PORTAL_APP_NAME;
  const colour = w.navigation_color && parseHex(w.navigation_color) ? w.navigation_color : THEME_DEFAULTS.navigation_color;
  const logo = w.logo?.trim();
  const icon = logo ? { src: logo, type: iconType(logo) } : { src: PORTAL_DEFAULT_ICON, type: iconType(PORTAL_DEFAULT_ICON) };
  return {
    id: base,
    name,
    short_name: name.length <= 12 ? name : name.split(/\s+/)[0].slice(0, 12),
    description: `${name} · ${PORTAL_APP_NAME}: book desks and rooms, check in, find your invoices`,
    start_url: base,
    scope: base,
    display: 'standalone',
    orientation: 'any',
    background_color: '#FFFFFF',
    theme_color: colour,
    icons: [{ ...icon, sizes: 'any', purpose: 'any' }],
  };
}

/** The QR page (/checkin/{code}) of a member holding a portal session: the resource and their own booking on it today. */
export const portalQrView = z.object({
  resource: z.object({ slug: z.string(), name: z.string(), office: z.object({ slug: z.string(), name: z.string(), time_zone: z.string() }) }),
  /** The member's current or next booking of the resource for the rest of today, or null. */
  booking: portalBooking.nullable(),
  /** Why it can not be checked in now (null: it can, or there is no booking). */
  check_in_blocked: z.string().nullable(),
});
export type PortalQrView = z.infer<typeof portalQrView>;
