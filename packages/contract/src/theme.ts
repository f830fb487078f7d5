/**
 * Branding defaults (seed 1 §1) in a module of their own, free of zod, so the web app's first screen can use them
 * without loading the schema library. session.ts re-exports them.
 */
export const THEME_DEFAULTS = { navigation_color: '#000000', button_color: '#FFA500', font: 'Lato' } as const;
export const THEME_FONTS = ['Lato', 'Comic Sans'] as const;
