import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm|ico)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/** Writes `x.br` and `x.gz` next to every compressible file of a build, for the API to serve by Accept-Encoding. */
export function precompressDir(dir: string): { files: number; raw: number; br: number; gz: number } {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const walk = (at: string) => {
    for (const entry of readdirSync(at)) {
      const file = path.join(at, entry);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      if (!COMPRESSIBLE.test(entry)) continue;
      const raw = readFileSync(file);
      if (raw.length < MIN_BYTES) continue;
      const br = brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
      const gz = gzipSync(raw, { level: 9 });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
      totals.files++;
      totals.raw += raw.length;
      totals.br += br.length;
      totals.gz += gz.length;
    }
  };
  walk(dir);
  return totals;
}

/** Vite plugin: precompress the output folder once the bundle is written (every `vite build`). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'clubspace-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin's closeBundle (the portal's build writes into the same folder first).
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const t = precompressDir(outDir);
        const kib = (n: number) => `${Math.round(n / 1024)} KiB`;
        console.log(`precompressed ${t.files} files: ${kib(t.raw)} → br ${kib(t.br)}, gzip ${kib(t.gz)}`);
      },
    },
  };
}
