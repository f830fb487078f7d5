import type { RequestContext } from './request-context.ts';

/** Enough for every staff member of a large operator; past it the cache starts afresh rather than grow. */
const MAX_ENTRIES = 10_000;

/**
 * The request contexts this process loaded, by user id (issue 14: the context statement was a third of a cheap list's
 * database work). Kept only while the process hears the database's `context_changes` notifications (migration 0030,
 * lib/live-hub.ts) and dropped whole on each one; this process's own writes drop it too, before and after they run
 * (plugins/context.plugin.ts), so a change made here is seen by the very next request. A load that started before a
 * drop is not kept (the generation check), so no context read before a change outlives it.
 */
export class ContextCache {
  private readonly entries = new Map<number, RequestContext>();
  private generation = 0;
  private listening = false;

  /** The generation a load starts at; pass it back to `keep`. */
  get current(): number {
    return this.generation;
  }

  get(userId: number): RequestContext | undefined {
    return this.listening ? this.entries.get(userId) : undefined;
  }

  keep(userId: number, ctx: RequestContext, loadedAt: number) {
    if (!this.listening || loadedAt !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    // One object serves many requests: frozen, so no handler can change another request's context.
    for (const part of [ctx.user, ctx.client, ctx.staff, ctx.officeIds, ctx.sessions]) if (part) Object.freeze(part);
    this.entries.set(userId, Object.freeze(ctx));
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  /** Whether the change notifications are heard; without them nothing is kept (a missed change could not be seen). */
  setListening(on: boolean) {
    this.listening = on;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
