import { AA_TEXT_CONTRAST, contrastRatio, THEME_DEFAULTS, type Branding } from '@clubspace/contract';
import { describe, expect, it } from 'vitest';
import { areaOf } from '../src/app/routing/route-data';
import { themeFromBranding } from '../src/lib/theme';

const brand = (over: Partial<Branding>): Branding => ({
  name: null,
  domain: null,
  navigation_color: THEME_DEFAULTS.navigation_color,
  button_color: THEME_DEFAULTS.button_color,
  font: 'Lato',
  logo: null,
  favicon: null,
  login_image: null,
  ...over,
});

describe('brand theme', () => {
  it('gives links and tabs a shade of any brand colour that reads on white (WCAG AA)', () => {
    for (const button of ['#FFA500', '#E07A1F', '#2E86AB', '#FFFF00', '#1B3A4B']) {
      const theme = themeFromBranding(brand({ button_color: button }));
      expect(contrastRatio('#FFFFFF', theme.palette.primary.main)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(theme.palette.primary.main, theme.palette.primary.contrastText)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('keeps the brand colour on contained buttons, with a text colour that reads on it', () => {
    const theme = themeFromBranding(brand({ button_color: '#FFA500' }));
    const variants = (
      theme.components?.MuiButton?.styleOverrides?.root as { variants: { props: object; style: { backgroundColor: string; color: string } }[] }
    ).variants;
    const contained = variants.find((v) => (v.props as { variant?: string }).variant === 'contained')!.style;
    expect(contained.backgroundColor).toBe('#FFA500');
    expect(contrastRatio(contained.backgroundColor, contained.color)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('uses the branding font everywhere, Comic Sans as the self-hosted Comic Neue', () => {
    expect(themeFromBranding(brand({})).typography.fontFamily).toMatch(/^"Lato"/);
    expect(themeFromBranding(brand({ font: 'Comic Sans' })).typography.fontFamily).toMatch(/^"Comic Neue", "Comic Sans MS"/);
  });

  it('falls back to the default colours for values that are not hex', () => {
    const theme = themeFromBranding(brand({ button_color: 'orange', navigation_color: 'rgb(1,2,3)' }));
    expect(contrastRatio('#FFFFFF', theme.palette.primary.main)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});

describe('route preloading', () => {
  it('maps every path to the area whose chunks it needs', () => {
    expect(areaOf('/members/companies')).toBe('members');
    expect(areaOf('/resources/desk-1')).toBe('space');
    expect(areaOf('/food-and-drinks/orders')).toBe('fandd');
    expect(areaOf('/campaigns/x?y=1')).toBe('marketing');
    expect(areaOf('/login')).toBeNull();
  });
});
