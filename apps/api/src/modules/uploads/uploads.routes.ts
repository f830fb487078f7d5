import { errorBody, UPLOAD_KINDS, UPLOAD_LINK_MESSAGE, isSignedUploadKind, uploadsApi, type UploadKind } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema/index.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts';
import { routes } from '../../lib/route.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { readUploadForm, storeUpload } from './upload-store.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One upload call for every picture (resources, work areas, floor plans, office images, favicon, login image).
 * Bytes are stored in PostgreSQL so any API process can serve them; the id is a random UUID.
 */
export const uploadsRoutes = routes(
  uploadsApi,
  { tag: 'uploads' },
  {
    upload: {
      handler: async (request, reply, { db }) => {
        const ctx = staffCtx(request);
        const { file, fields } = await readUploadForm(request);
        const kind = fields.kind ?? 'resource';
        if (!(UPLOAD_KINDS as readonly string[]).includes(kind)) throw badRequest({ kind: `Kind must be one of ${UPLOAD_KINDS.join(', ')}` });
        const row = await storeUpload(db, ctx.client.id, kind as UploadKind, file);
        return reply.code(201).send({ id: row.id, url: row.url, content_type: row.contentType, size: row.size });
      },
    },

    file: {
      // An <img> cannot send a bearer token: public kinds by their unguessable id, private kinds (member photos) only
      // with the signed, expiring exp & sig the API wrote into its answer (issue 30 §8).
      config: { access: 'public', samples: { params: { id: { table: 'uploads', column: 'id' } } } },
      errors: { 403: errorBody },
      handler: async (request, reply, app) => {
        const { db } = app;
        const { id } = request.params;
        if (!UUID.test(id)) throw notFound('Upload not found');
        const [row] = await db.select().from(uploads).where(eq(uploads.id, id.toLowerCase())).limit(1);
        if (!row) throw notFound('Upload not found');
        const signed = isSignedUploadKind(row.kind);
        if (signed && !app.uploadSigner.verify(row.id, request.query.exp, request.query.sig)) {
          throw new HttpError(403, UPLOAD_LINK_MESSAGE, undefined, 'link_invalid');
        }
        const etag = `"${row.sha256}"`;
        const remaining = Math.max(0, Number(request.query.exp ?? 0) - Math.floor(Date.now() / 1000));
        reply
          .header('cache-control', signed ? `private, max-age=${remaining}` : 'public, max-age=31536000, immutable')
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff')
          .header('cross-origin-resource-policy', 'same-site');
        // An SVG opened on its own must not run anything, whatever slipped through.
        if (row.contentType === 'image/svg+xml')
          reply.header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(row.contentType).send(row.bytes);
      },
    },
  },
);
