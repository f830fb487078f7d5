/** autocannon ships no types; the bench uses its run function, the 'response' event and a few result fields. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  interface Instance extends EventEmitter, PromiseLike<{ non2xx: number; errors: number }> {}
  export default function autocannon(options: Record<string, unknown>): Instance;
}
