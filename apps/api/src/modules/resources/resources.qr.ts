import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';

/**
 * Where check-in links point: PUBLIC_URL when the deployment sets it, else the origin the caller used (so a QR
 * printed from demo.localhost or a staging host opens that same host).
 */
export function publicOrigin(request: FastifyRequest, configured: string): string {
  if (process.env.PUBLIC_URL) return configured.replace(/\/+$/, '');
  const host = request.host || request.headers.host;
  return host ? `${request.protocol}://${host}` : configured.replace(/\/+$/, '');
}

const options = { errorCorrectionLevel: 'M' as const, margin: 2 };

export const qrPng = (text: string) => QRCode.toBuffer(text, { ...options, type: 'png', width: 512 });
export const qrSvg = (text: string) => QRCode.toString(text, { ...options, type: 'svg' });
