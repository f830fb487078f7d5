import { z } from 'zod';
import { get, post } from '../endpoint.ts';
import { UPLOAD_KINDS, UPLOAD_PLAN_TYPES, UPLOADS_PATH, uploadItem } from '../space-uploads.ts';

/** The form of an upload: one image file and what it is for (default resource). */
const uploadForm = z.object({ file: z.file(), kind: z.enum(UPLOAD_KINDS).optional() });

/**
 * One upload call for every picture (resources, work areas, floor plans, office images, favicon, login image), and
 * the stored bytes served to any <img> by their unguessable id.
 */
export const uploadsApi = {
  upload: post({
    path: UPLOADS_PATH,
    summary: `Upload an image (multipart: file, optional kind ${UPLOAD_KINDS.join('|')}); JPG, PNG or WebP (SVG for floor_plan), at most 10 MB, checked by content`,
    body: uploadForm,
    multipart: true,
    response: uploadItem,
    status: 201,
  }),
  file: get({
    path: `${UPLOADS_PATH}:id`,
    summary:
      'The bytes of an upload, cached for a year (immutable); unknown id → 404. Private kinds (member photos) only with the signed, expiring exp & sig the API answered (else 403)',
    params: z.object({ id: z.string().max(200) }),
    query: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
    // The image itself, not JSON.
    response: z.unknown(),
    produces: UPLOAD_PLAN_TYPES,
  }),
};
