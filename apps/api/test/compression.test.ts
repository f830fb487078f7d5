import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApiSession } from './support/api-session.ts';

// Issue 30 finding 5: JSON above ~1 KB is compressed by Accept-Encoding (brotli first, else gzip); small answers and
// the live SSE streams are not.
const { t, tok, get } = useApiSession();
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.app.close();
});

const withEncoding = (url: string, encoding: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tok.owner}`, 'accept-encoding': encoding } });

/** A brotli stream's window (RFC 7932 §9.2, WBITS in its first bits): 2^WBITS bytes the encoder allocated and the client must. */
function brotliWindowBits(stream: Buffer): number {
  const b = stream[0]!;
  if ((b & 1) === 0) return 16;
  const n = (b >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (b >> 4) & 7;
  return m === 0 ? 17 : 8 + m;
}

describe('response compression', () => {
  it('brotli answers use a 256 KB window, small or streamed (the default 4 MB one cost 1.3 ms of CPU a list request)', async () => {
    const list = await withEncoding('/api/member-list/?page_size=100', 'br');
    expect(list.headers['content-encoding']).toBe('br');
    expect(brotliWindowBits(list.rawPayload)).toBeLessThanOrEqual(18);
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(doc.rawPayload.length).toBeGreaterThan(8192); // beyond the plugin's synchronous path on this machine
    expect(brotliWindowBits(doc.rawPayload)).toBeLessThanOrEqual(18);
    expect(brotliDecompressSync(doc.rawPayload).length).toBeGreaterThan(100_000);
  });

  it('a large list is sent as brotli to br and as gzip to gzip, and decodes to the same JSON', async () => {
    const plain = await get('/api/member-list/?page_size=100');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await withEncoding('/api/member-list/?page_size=100', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await withEncoding('/api/member-list/?page_size=100', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('an answer under 1 KB is sent as is', async () => {
    const small = await withEncoding('/api/teams/?page_size=1', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('the OpenAPI document (hundreds of KB) is compressed', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-encoding']).toBe('br');
  });

  it('the live SSE stream is never compressed', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live/bookings/`, {
      headers: { authorization: `Bearer ${tok.owner}`, 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain(': connected');
    controller.abort();
  });
});
