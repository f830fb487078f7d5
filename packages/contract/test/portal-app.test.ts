import { describe, expect, it } from 'vitest';
import { iconType, PORTAL_APP_NAME, PORTAL_DEFAULT_ICON, portalManifest, THEME_DEFAULTS, webAppManifest } from '../src/index.ts';

describe('portalManifest', () => {
  it("names the operator, takes its colour and logo, starts and is scoped at the workspace's portal", () => {
    const m = portalManifest('harbour', { name: 'Harbour Works', logo: '/uploads/logo.PNG?v=2', navigation_color: '#0A7E8C' });
    expect(webAppManifest.parse(m)).toEqual(m);
    expect(m).toMatchObject({
      id: '/portal/harbour/',
      start_url: '/portal/harbour/',
      scope: '/portal/harbour/',
      name: 'Harbour Works',
      theme_color: '#0A7E8C',
    });
    expect(m.short_name).toBe('Harbour');
    expect(m.icons).toEqual([{ src: '/uploads/logo.PNG?v=2', type: 'image/png', sizes: 'any', purpose: 'any' }]);
  });

  it('falls back to the default icon, the default colour and the portal name', () => {
    const m = portalManifest('a b', { name: ' ', logo: null, navigation_color: 'red' });
    expect(m.start_url).toBe('/portal/a%20b/');
    expect(m.name).toBe(PORTAL_APP_NAME);
    expect(m.theme_color).toBe(THEME_DEFAULTS.navigation_color);
    expect(m.icons[0]).toMatchObject({ src: PORTAL_DEFAULT_ICON, type: 'image/svg+xml' });
  });

  it('knows the image types of icon addresses by extension only', () => {
    expect(iconType('https://cdn.example/a/logo.webp#x')).toBe('image/webp');
    expect(iconType('/uploads/logo')).toBeUndefined();
    expect(iconType('/uploads/logo.bmp')).toBeUndefined();
  });
});
