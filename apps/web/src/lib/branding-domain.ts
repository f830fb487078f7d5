// Apart from ./branding.ts (React and TanStack Query) so the boot can read it before those load.

/**
 * The branding sub-domain: the first label of a host with more than one label that is not an IP address
 * (demo.localhost → demo). Plain `localhost` or an IP sends no domain, and the server answers its default.
 */
export function brandingDomain(hostname: string): string | null {
  if (!hostname || hostname.includes(':') || hostname.startsWith('[')) return null; // IPv6
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return null; // IPv4
  const labels = hostname.split('.').filter(Boolean);
  return labels.length > 1 ? labels[0] : null;
}
