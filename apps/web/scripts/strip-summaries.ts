import type { Plugin } from 'vite';

/** The contract's endpoint tables (packages/contract/src/api/*.api.ts). */
const ENDPOINT_TABLE = /packages[\\/]contract[\\/]src[\\/]api[\\/][^\\/]+\.api\.ts$/;
/** `summary: '…',` with one string literal (single, double or back quotes), as the tables write it. */
const SUMMARY = /\bsummary:\s*(['"`])(?:\\[\s\S]|(?!\1)[^\\])*\1\s*,?[ \t]*/g;

/**
 * Drops the endpoints' one-line OpenAPI summaries from the web build: the browser needs an endpoint's method, path and
 * schemas, not its documentation, and the summaries of ~180 operations would otherwise ride in every chunk that
 * calls the API (docs/performance.md, the initial JS budget).
 */
export function stripEndpointSummaries(): Plugin {
  return {
    name: 'clubspace-strip-endpoint-summaries',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!ENDPOINT_TABLE.test(id)) return null;
      return { code: code.replace(SUMMARY, ''), map: null };
    },
  };
}
