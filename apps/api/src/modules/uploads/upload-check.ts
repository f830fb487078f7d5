import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, type MEMBER_PHOTO_KIND, type TICKET_PHOTO_KIND, type UploadKind } from '@clubspace/contract';
import { fileTypeFromBuffer } from 'file-type';

/**
 * What a file really is, from its bytes (never its name or declared type): JPG, PNG or WebP; for floor plans also a
 * plain SVG. Returns the content type to serve, or null when the file is refused.
 */
export async function detectImage(bytes: Buffer, kind: UploadKind | typeof MEMBER_PHOTO_KIND | typeof TICKET_PHOTO_KIND): Promise<string | null> {
  if (!bytes.length || bytes.length > UPLOAD_MAX_BYTES) return null;
  const found = await fileTypeFromBuffer(bytes);
  if (found && (UPLOAD_IMAGE_TYPES as readonly string[]).includes(found.mime)) return found.mime;
  // SVG is text: file-type sees nothing or generic XML; the SVG check decides.
  const textual = !found || found.mime === 'application/xml' || found.mime === 'image/svg+xml';
  if (textual && kind === 'floor_plan' && isSafeSvg(bytes)) return 'image/svg+xml';
  return null;
}

const FORBIDDEN_SVG = [
  /<script/i,
  /<foreignObject/i,
  /<(iframe|embed|object|audio|video|use)\b/i,
  /<!ENTITY/i,
  /<!DOCTYPE/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /@import/i,
  /url\(\s*['"]?\s*(https?:|\/\/)/i,
];

/**
 * A floor plan SVG is kept only when it is plain drawing: no script, no event attributes, no external references
 * (href only to '#fragments' or embedded raster data). We refuse rather than rewrite, so what is stored is exactly
 * what was checked.
 */
export function isSafeSvg(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  if (text.includes('\u0000')) return false;
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(start)) return false;
  if (FORBIDDEN_SVG.some((re) => re.test(text))) return false;
  for (const m of text.matchAll(/(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gi)) {
    const target = m[2].trim();
    if (!target.startsWith('#') && !/^data:image\/(png|jpeg|webp);base64,/i.test(target)) return false;
  }
  return true;
}
