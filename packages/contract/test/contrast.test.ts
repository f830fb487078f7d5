import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, contrastText, parseHex, readableOn, relativeLuminance, shade, toHex } from '../src/contrast.ts';
import { THEME_DEFAULTS } from '../src/theme.ts';

// Brand colours of every kind: the seeds' defaults, the demo operator, pale, mid, dark and saturated ones.
const BRANDS = ['#FFA500', '#E07A1F', '#1B3A4B', '#000000', '#FFFFFF', '#FFFF00', '#00FF00', '#777777', '#3366FF', '#F0F0F0', '#FF0000', '#abc'];
const SURFACES = ['#FFFFFF', '#F5F5F5', '#000000', '#1B3A4B', '#121212'];

describe('hex colours', () => {
  it('parses short and long forms and rejects anything else', () => {
    expect(parseHex('#fa0')).toEqual([255, 170, 0]);
    expect(parseHex('FFA500')).toEqual([255, 165, 0]);
    for (const bad of ['', '#ffff', 'orange', '#GGGGGG', 'rgb(1,2,3)']) expect(parseHex(bad)).toBeNull();
  });

  it('round-trips through toHex in upper case', () => {
    for (const hex of ['#FFA500', '#1B3A4B', '#000000']) expect(toHex(parseHex(hex)!)).toBe(hex);
  });
});

describe('WCAG contrast', () => {
  it('has the known end points: black 0, white 1, ratio 21:1 and 1:1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#FFA500', '#FFA500')).toBe(1);
  });

  it('is symmetric', () => {
    for (const a of BRANDS) for (const b of SURFACES) expect(contrastRatio(a, b)).toBeCloseTo(contrastRatio(b, a), 12);
  });

  it('finds the default orange on white below AA (the reported ~2:1)', () => {
    const ratio = contrastRatio('#FFFFFF', THEME_DEFAULTS.button_color);
    expect(ratio).toBeGreaterThan(1.9);
    expect(ratio).toBeLessThan(2.1);
  });
});

describe('readableOn', () => {
  it('always reaches AA on every surface, for every brand colour', () => {
    for (const bg of SURFACES) {
      for (const brand of BRANDS) expect(contrastRatio(bg, readableOn(bg, brand))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('keeps a brand colour that already reads well', () => {
    expect(readableOn('#FFFFFF', '#1B3A4B')).toBe('#1B3A4B');
    expect(readableOn('#000000', '#ffa500')).toBe('#FFA500');
  });

  it('darkens on light surfaces and lightens on dark ones, staying the same hue', () => {
    const onWhite = parseHex(readableOn('#FFFFFF', '#FFA500'))!;
    expect(relativeLuminance(toHex(onWhite))).toBeLessThan(relativeLuminance('#FFA500'));
    expect(onWhite[0]).toBeGreaterThan(onWhite[1]); // still orange: red above green above blue
    expect(onWhite[1]).toBeGreaterThan(onWhite[2]);
    expect(relativeLuminance(readableOn('#000000', '#1B3A4B'))).toBeGreaterThan(relativeLuminance('#1B3A4B'));
  });

  it('changes the colour no more than needed (the next lighter step would fail)', () => {
    const shadeOnWhite = readableOn('#FFFFFF', '#E07A1F');
    expect(contrastRatio('#FFFFFF', shadeOnWhite)).toBeLessThan(AA_TEXT_CONTRAST + 0.3);
  });

  it('honours a custom minimum (3:1 for large text and UI parts)', () => {
    for (const brand of BRANDS) expect(contrastRatio('#FFFFFF', readableOn('#FFFFFF', brand, 3))).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastText and shade', () => {
  it('picks the text colour with the higher contrast, reaching AA on mid and strong brand colours', () => {
    expect(contrastText('#FFA500')).toBe('#000000');
    expect(contrastText('#1B3A4B')).toBe('#FFFFFF');
    expect(contrastText('#000000')).toBe('#FFFFFF');
    for (const bg of BRANDS) {
      const text = contrastText(bg);
      const other = text === '#000000' ? '#FFFFFF' : '#000000';
      expect(contrastRatio(bg, text)).toBeGreaterThanOrEqual(contrastRatio(bg, other));
      expect(contrastRatio(bg, text)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('shades darker, or lighter for black', () => {
    expect(relativeLuminance(shade('#FFA500'))).toBeLessThan(relativeLuminance('#FFA500'));
    expect(relativeLuminance(shade('#000000'))).toBeGreaterThan(0);
  });
});
