import { THEME_DEFAULTS, contrastText, parseHex, readableOn, shade, type Branding } from '@clubspace/contract';
import { createTheme, type Theme } from '@mui/material/styles';
import { useEffect, useMemo } from 'react';
// The default brand font ships with the shell (latin 400 and 700 only); the other choice loads when a brand picks it.
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-700.css';

/** The seed's theme offers 'Comic Sans'; it is served as the self-hosted look-alike Comic Neue. */
const COMIC = 'Comic Sans';

function fontStack(font: string): string {
  const faces = font === COMIC ? ['"Comic Neue"', '"Comic Sans MS"'] : [`"${font || THEME_DEFAULTS.font}"`];
  return [...faces, 'Lato', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(', ');
}

let comicLoaded: Promise<unknown> | null = null;
/** Loads the non-default font's files once, when a branding asks for it. */
export function loadBrandFont(font: string): Promise<unknown> {
  if (font !== COMIC) return Promise.resolve();
  comicLoaded ??= Promise.all([import('@fontsource/comic-neue/latin-400.css'), import('@fontsource/comic-neue/latin-700.css')]);
  return comicLoaded;
}

const SURFACE = '#FFFFFF';

function build(navigation: string, button: string, font: string): Theme {
  // Text in the brand colour (links, tabs, outlined and text buttons) uses a shade that reads on white (WCAG AA);
  // surfaces painted in the brand colour (contained buttons, navigation) keep it and get black or white text.
  const text = readableOn(SURFACE, button);
  const buttonText = contrastText(button);
  const navText = contrastText(navigation);
  const stock = createTheme().palette;
  // MUI's stock info and warning fills carry white text below 4.5:1; every status colour gets the text that reads.
  const status = (name: 'success' | 'info' | 'warning' | 'error') => ({ main: stock[name].main, contrastText: contrastText(stock[name].main) });
  const base = createTheme({
    palette: {
      primary: { main: text, contrastText: contrastText(text) },
      success: status('success'),
      info: status('info'),
      warning: status('warning'),
      error: status('error'),
    },
    typography: { fontFamily: fontStack(font), fontWeightLight: 400, fontWeightMedium: 700 },
  });
  const brandFill = { backgroundColor: button, color: buttonText, '&:hover': { backgroundColor: shade(button) } };
  return createTheme(base, {
    components: {
      MuiAppBar: { styleOverrides: { root: { backgroundColor: navigation, color: navText } } },
      MuiDrawer: { styleOverrides: { paper: { backgroundColor: navigation, color: navText } } },
      MuiButton: {
        styleOverrides: { root: { variants: [{ props: { variant: 'contained', color: 'primary' }, style: brandFill }] } },
      },
      MuiFab: { styleOverrides: { root: { variants: [{ props: { color: 'primary' }, style: brandFill }] } } },
      // Initials on the stock light grey (#BDBDBD) read at 1.9:1; a darker grey keeps white initials readable.
      MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#616161', color: '#FFFFFF' } } },
    },
  });
}

/** MUI theme from a branding record; colours that are not hex fall back to the seed's defaults instead of crashing. */
export function themeFromBranding(branding: Branding): Theme {
  const hex = (value: string, fallback: string) => (parseHex(value) ? value : fallback);
  return build(
    hex(branding.navigation_color, THEME_DEFAULTS.navigation_color),
    hex(branding.button_color, THEME_DEFAULTS.button_color),
    branding.font,
  );
}

/** The theme of a branding, memoised on what shapes it, with its font loaded. */
export function useBrandTheme(branding: Branding): Theme {
  const { navigation_color, button_color, font } = branding;
  useEffect(() => void loadBrandFont(font), [font]);
  return useMemo(() => themeFromBranding({ ...branding, navigation_color, button_color, font }), [navigation_color, button_color, font]); // eslint-disable-line react-hooks/exhaustive-deps
}
