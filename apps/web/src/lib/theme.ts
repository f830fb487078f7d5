import { THEME_DEFAULTS, type Branding } from '@clubspace/contract';
import { createTheme, type Theme } from '@mui/material/styles';

/** The seed's theme offers 'Comic Sans'; browsers know the face as 'Comic Sans MS'. */
function fontStack(font: string): string {
  const face = font === 'Comic Sans' ? 'Comic Sans MS' : font || THEME_DEFAULTS.font;
  return [`"${face}"`, 'Lato', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(', ');
}

function build(navigation: string, button: string, font: string): Theme {
  const base = createTheme({ palette: { primary: { main: button } } });
  const navText = base.palette.getContrastText(navigation);
  return createTheme(base, {
    typography: { fontFamily: fontStack(font) },
    components: {
      MuiAppBar: { styleOverrides: { root: { backgroundColor: navigation, color: navText } } },
      MuiDrawer: { styleOverrides: { paper: { backgroundColor: navigation, color: navText } } },
    },
  });
}

/** MUI theme from a branding record; colours MUI cannot parse fall back to the seed's defaults instead of crashing. */
export function themeFromBranding(branding: Branding): Theme {
  try {
    return build(branding.navigation_color, branding.button_color, branding.font);
  } catch {
    return build(THEME_DEFAULTS.navigation_color, THEME_DEFAULTS.button_color, branding.font);
  }
}
