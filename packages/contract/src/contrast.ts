/**
 * Colour contrast after WCAG 2.x (relative luminance, contrast ratio), free of zod so the web app's shell can use it.
 * The theme derives from any brand colour a shade that stays readable as text (links, tabs, primary text) and picks
 * black or white text for surfaces painted in the brand colour (buttons, navigation).
 */

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

export type Rgb = readonly [number, number, number];

/** '#rgb' or '#rrggbb' (case-insensitive, '#' optional) to 0–255 channels; null for anything else. */
export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (0 black … 1 white) of a hex colour; throws on an unparsable one. */
export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/** Contrast ratio between two colours, 1 (same) … 21 (black on white); symmetric. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the background (text on a brand-coloured button or menu). */
export function contrastText(background: string): '#000000' | '#FFFFFF' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#FFFFFF') ? '#000000' : '#FFFFFF';
}

function mix(from: Rgb, to: Rgb, t: number): Rgb {
  return from.map((c, i) => c + (to[i] - c) * t) as unknown as Rgb;
}

/**
 * The brand colour itself when it reads on the background with at least `min` contrast, otherwise the nearest shade
 * of it (mixed towards black on a light background, towards white on a dark one) that does. Always returns #RRGGBB.
 */
export function readableOn(background: string, brand: string, min = AA_TEXT_CONTRAST): string {
  const rgb = parseHex(brand);
  if (!rgb) throw new Error(`Not a hex colour: ${brand}`);
  const start = toHex(rgb);
  if (contrastRatio(background, start) >= min) return start;
  const target: Rgb = contrastText(background) === '#000000' ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step++) {
    const shade = toHex(mix(rgb, target, step / 100));
    if (contrastRatio(background, shade) >= min) return shade;
  }
  return toHex(target);
}

/** A darker (or, on dark colours, lighter) variant for hover states, by mixing a fraction towards black or white. */
export function shade(hex: string, amount = 0.15): string {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  return toHex(mix(rgb, relativeLuminance(hex) < 0.05 ? [255, 255, 255] : [0, 0, 0], amount));
}
