import { THEME_DEFAULTS, shellEndpoints, type Branding } from '@clubspace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from './api-client';

import { brandingDomain } from './branding-domain';

export { brandingDomain };

export const DEFAULT_BRANDING: Branding = {
  name: null,
  domain: null,
  navigation_color: THEME_DEFAULTS.navigation_color,
  button_color: THEME_DEFAULTS.button_color,
  font: THEME_DEFAULTS.font,
  logo: null,
  favicon: null,
  login_image: null,
};

export const brandingKeys = { all: ['branding'] as const };

export function brandingQuery(domain: string | null) {
  return queryOptions({
    queryKey: [...brandingKeys.all, domain ?? ''] as const,
    queryFn: ({ signal }) => call(shellEndpoints.branding, { query: { domain } }, { signal }),
    staleTime: Infinity,
    retry: false,
    // An unknown domain just keeps the defaults; it is not an error the user can act on.
    meta: { silent: true },
  });
}

/** A branding record with empty values replaced by the seed's defaults. */
export function withDefaults(data: Partial<Branding> | null | undefined): Branding {
  const given = Object.entries(data ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== '');
  return { ...DEFAULT_BRANDING, ...Object.fromEntries(given) } as Branding;
}

/** Branding of the host's sub-domain (defaults until it arrives or when the domain is unknown). */
export function useBranding(): Branding {
  const { data } = useQuery(brandingQuery(brandingDomain(window.location.hostname)));
  return withDefaults(data);
}

/** Favicon and window title follow the branding. */
export function useDocumentBranding(branding: Branding): void {
  useEffect(() => {
    if (branding.favicon) document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', branding.favicon);
    if (branding.name) document.title = branding.name;
  }, [branding.favicon, branding.name]);
}
