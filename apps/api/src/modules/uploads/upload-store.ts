import { createHash } from 'node:crypto';
import { UPLOAD_MESSAGE, UPLOADS_PATH, type MEMBER_PHOTO_KIND, type TICKET_PHOTO_KIND, type UploadKind } from '@clubspace/contract';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { detectImage } from './upload-check.ts';

/** The one answer to a refused upload (too large, not an image, no file, a broken body). */
export const uploadRefused = () => badRequest({ file: UPLOAD_MESSAGE }, UPLOAD_MESSAGE);

/**
 * Reads a multipart upload: the first `file` part's bytes and the text fields. The multipart plugin's limits (10 MB,
 * one file) apply; going over them, or a broken body, is the refused answer.
 */
export async function readUploadForm(request: FastifyRequest): Promise<{ file: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw uploadRefused();
  let file: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = bytes;
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch {
    throw uploadRefused();
  }
  if (!file) throw uploadRefused();
  return { file, fields };
}

/** Checks the bytes (an image by its content) and stores them for the operator; answers the row and its URL. */
export async function storeUpload(
  db: Executor,
  clientId: number,
  kind: UploadKind | typeof MEMBER_PHOTO_KIND | typeof TICKET_PHOTO_KIND,
  file: Buffer,
) {
  const contentType = await detectImage(file, kind);
  if (!contentType) throw uploadRefused();
  const [row] = await db
    .insert(uploads)
    .values({ clientId, kind, contentType, size: file.length, sha256: createHash('sha256').update(file).digest('hex'), bytes: file })
    .returning({ id: uploads.id, contentType: uploads.contentType, size: uploads.size });
  return { ...row, url: `${UPLOADS_PATH}${row.id}` };
}
