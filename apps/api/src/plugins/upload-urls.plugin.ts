import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { UploadSigner, unsignBody } from '../lib/upload-urls.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploadSigner: UploadSigner;
  }
}

/**
 * Issue 30 §8: private uploads' URLs are signed in every JSON answer, and unsigned again in request bodies
 * (lib/upload-urls.ts). The API reference is left alone.
 */
export const uploadUrlsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; secret: string }) => {
  const signer = new UploadSigner(opts.secret);
  app.decorate('uploadSigner', signer);
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') unsignBody(request.body);
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (payload && typeof payload === 'object' && !request.url.startsWith('/api/docs')) return signer.signAnswer(opts.db, payload);
    return payload;
  });
});
