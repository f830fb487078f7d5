/** autocannon ships no types; the bench and tools/load use its run function, events, requests and a few result fields. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Request) => Request;
    }
    interface Histogram {
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      average: number;
      max: number;
      [key: string]: number;
    }
    interface Result {
      requests: Histogram & { total: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      duration: number;
      [key: string]: unknown;
    }
  }
  interface Instance extends EventEmitter, PromiseLike<{ non2xx: number; errors: number }> {}
  function autocannon(options: Record<string, unknown>): Instance;
  export default autocannon;
}
