import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_UPLOAD_BUCKET_SECONDS, UPLOADS_PATH, isSignedUploadKind } from '@clubspace/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';

/**
 * Signed, expiring URLs for private uploads (issue 30 §8). The stored picture fields keep the plain
 * `/api/uploads/<id>`; every JSON answer has them rewritten to `/api/uploads/<id>?exp=<unix s>&sig=<HMAC>` when the
 * upload's kind is signed (contract UPLOAD_VISIBILITY), and bodies sent back have the signature taken off again. The
 * HMAC key is derived from the server secret (JWT_SECRET), so every API process signs and checks alike.
 */
const PLAIN = /^\/api\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const SIGNED = /^(\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\?exp=\d{1,12}&sig=[\w-]{1,64}$/i;

export class UploadSigner {
  private readonly key: Buffer;
  /** Kinds of uploads seen (an upload's kind never changes); bounded. */
  private readonly kinds = new Map<string, string>();

  constructor(secret: string) {
    this.key = createHash('sha256').update(`clubspace-upload-urls:${secret}`).digest();
  }

  private mac(id: string, exp: number) {
    return createHmac('sha256', this.key).update(`${id.toLowerCase()}.${exp}`).digest('base64url').slice(0, 32);
  }

  /** The expiry a URL signed now carries: the next whole bucket plus one (valid 1–2 buckets, stable within one). */
  static expiryAt(nowMs: number) {
    return (Math.floor(nowMs / 1000 / SIGNED_UPLOAD_BUCKET_SECONDS) + 2) * SIGNED_UPLOAD_BUCKET_SECONDS;
  }

  sign(id: string, exp = UploadSigner.expiryAt(Date.now())) {
    return `${UPLOADS_PATH}${id}?exp=${exp}&sig=${this.mac(id, exp)}`;
  }

  /** Whether exp & sig are this id's signature and not expired. */
  verify(id: string, exp: unknown, sig: unknown, nowMs = Date.now()): boolean {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
    const expiry = Number(exp);
    if (expiry * 1000 <= nowMs) return false;
    const want = Buffer.from(this.mac(id, expiry));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  remember(id: string, kind: string) {
    if (this.kinds.size > 50_000) this.kinds.clear();
    this.kinds.set(id.toLowerCase(), kind);
  }

  /**
   * The JSON answer with every plain URL of a signed-kind upload replaced by its signed URL: the same object when there
   * is none, else a copy (the answer may be an object kept elsewhere, e.g. a cached context, which must stay plain).
   */
  async signAnswer<T>(db: Db, payload: T): Promise<T> {
    if (!this.collect(payload).length) return payload;
    const copy = structuredClone(payload);
    const found = this.collect(copy);
    const unknown = [...new Set(found.map((f) => f.id).filter((id) => !this.kinds.has(id)))];
    if (unknown.length) {
      const rows = await db.select({ id: uploads.id, kind: uploads.kind }).from(uploads).where(inArray(uploads.id, unknown));
      for (const r of rows) this.remember(r.id, r.kind);
    }
    const exp = UploadSigner.expiryAt(Date.now());
    for (const f of found) {
      const kind = this.kinds.get(f.id);
      if (kind && isSignedUploadKind(kind)) (f.holder as Record<string | number, unknown>)[f.key] = this.sign(f.id, exp);
    }
    return copy;
  }

  private collect(payload: unknown) {
    const found: { holder: Record<string, unknown> | unknown[]; key: string | number; id: string }[] = [];
    const walk = (value: unknown, depth: number) => {
      if (depth > 12 || value === null || typeof value !== 'object') return;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const v = value[i];
          if (typeof v === 'string') {
            const m = v.length === 49 ? PLAIN.exec(v) : null;
            if (m) found.push({ holder: value, key: i, id: m[1].toLowerCase() });
          } else walk(v, depth + 1);
        }
        return;
      }
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
        if (typeof v === 'string') {
          const m = v.length === 49 ? PLAIN.exec(v) : null;
          if (m) found.push({ holder: value as Record<string, unknown>, key, id: m[1].toLowerCase() });
        } else walk(v, depth + 1);
      }
    };
    walk(payload, 0);
    return found;
  }
}

/** Takes the signature off signed upload URLs in a request body (in place), so the stored field stays the plain URL. */
export function unsignBody(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    const m = value.length > 49 ? SIGNED.exec(value) : null;
    return m ? m[1] : value;
  }
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = unsignBody(value[i], depth + 1);
    return value;
  }
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) (value as Record<string, unknown>)[k] = unsignBody(v, depth + 1);
  return value;
}
