import { createHash } from 'node:crypto';

/** A rectangle of the seed's floor layout (open space, meeting rooms, office, terrace, kitchen, suite). */
export interface PlanRect {
  type: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
}

const FILL: [RegExp, string][] = [
  [/open space/i, '#F4F6F8'],
  [/meeting room/i, '#E8F1FA'],
  [/private office|suite/i, '#F3EEF9'],
  [/terrace/i, '#EAF6EC'],
  [/kitchen/i, '#FDF3E6'],
];
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A plain architectural plan of one floor on the 400-unit scale: outer walls, each room with its label, doors as
 * gaps and a north arrow. Only drawing elements, so it passes the upload's SVG check.
 */
export function floorPlanSvg(title: string, shapes: PlanRect[], width = 400, height = 300): string {
  const rooms = shapes
    .map((s) => {
      const fill = FILL.find(([re]) => re.test(s.label))?.[1] ?? '#F4F6F8';
      const door = `<line x1="${s.x + s.w / 2 - 8}" y1="${s.y + s.h}" x2="${s.x + s.w / 2 + 8}" y2="${s.y + s.h}" stroke="${fill}" stroke-width="3"/>`;
      return (
        `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="2" fill="${fill}" stroke="#9AA5B1" stroke-width="1.5"/>` +
        door +
        `<text x="${s.x + 6}" y="${s.y + s.h - 6}" font-family="Arial, sans-serif" font-size="8" fill="#52606D">${escape(s.label)}</text>`
      );
    })
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width * 2}" height="${height * 2}">` +
    `<title>${escape(title)}</title>` +
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#FFFFFF"/>` +
    `<rect x="3" y="3" width="${width - 6}" height="${height - 6}" fill="none" stroke="#3E4C59" stroke-width="4"/>` +
    rooms +
    `<g transform="translate(${width - 18} ${height - 24})"><path d="M0 12 L5 0 L10 12 L5 9 Z" fill="#3E4C59"/>` +
    `<text x="2" y="20" font-family="Arial, sans-serif" font-size="7" fill="#3E4C59">N</text></g>` +
    `</svg>`
  );
}

/** A stable UUID from a text, so demo data (and the URLs that point at it) is the same on every seed. */
export function stableUuid(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
