import { portalAppApi, type Branding } from '@clubspace/contract';
import { useEffect } from 'react';
import { buildUrl } from '../lib/api-client';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const made = create();
  document.head.appendChild(made);
  return made;
}

/**
 * The installable app's head: the workspace's web app manifest (served by the API per workspace: its name, colour
 * and logo, which a build-time manifest cannot carry), the browser's theme colour and the window title.
 */
export function useInstallableHead(ws: string, branding: Branding) {
  const { navigation_color: colour, name, favicon } = branding;
  useEffect(() => {
    const link = headElement('link[rel="manifest"]', () => Object.assign(document.createElement('link'), { rel: 'manifest' }));
    if (ws) link.href = buildUrl(portalAppApi.manifest.path, { workspace: ws });
    else link.remove();
  }, [ws]);
  useEffect(() => {
    headElement('meta[name="theme-color"]', () => Object.assign(document.createElement('meta'), { name: 'theme-color' })).content = colour;
    document.title = name ? `${name} · Member portal` : 'Member portal';
    if (favicon) document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', favicon);
  }, [colour, name, favicon]);
}
