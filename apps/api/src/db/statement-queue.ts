/**
 * The embedded database (PGlite) runs one statement or transaction at a time; under load every other request waits
 * behind it, and the probe of issue 30 §4 saw waits of 23 s. This queue stands in front of it: at most `limit` calls
 * wait, each at most `timeoutMs`; beyond either the call fails at once with a DatabaseBusyError, which the errors
 * plugin answers as 503 with Retry-After, so a client retries instead of hanging. PostgreSQL has its own pool and no
 * queue here (docs/reliability.md says when to move to it).
 */
export class DatabaseBusyError extends Error {
  constructor(readonly code: 'DB_QUEUE_FULL' | 'DB_QUEUE_TIMEOUT') {
    super(code === 'DB_QUEUE_FULL' ? 'database queue full' : 'database queue wait timed out');
    this.name = 'DatabaseBusyError';
  }
}

export interface QueueLimits {
  /** Calls that may wait behind the running one. */
  limit: number;
  /** The longest a call waits for its turn (ms). */
  timeoutMs: number;
}

/** Defaults: DB_QUEUE_LIMIT and DB_QUEUE_TIMEOUT_MS override them (config.ts). */
export const DEFAULT_QUEUE_LIMITS: QueueLimits = {
  limit: Number(process.env.DB_QUEUE_LIMIT) > 0 ? Number(process.env.DB_QUEUE_LIMIT) : 256,
  timeoutMs: Number(process.env.DB_QUEUE_TIMEOUT_MS) > 0 ? Number(process.env.DB_QUEUE_TIMEOUT_MS) : 5_000,
};

type Waiter = { start: () => void; timer: NodeJS.Timeout | null };

export class StatementQueue {
  private running = false;
  private readonly waiting: Waiter[] = [];
  /** Figures for the docs and tests: calls refused because the queue was full, or because they waited too long. */
  readonly refused = { full: 0, timeout: 0 };

  constructor(public limits: QueueLimits = { ...DEFAULT_QUEUE_LIMITS }) {}

  get depth() {
    return this.waiting.length;
  }

  /** Runs `fn` when its turn comes (FIFO, one at a time). */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await fn();
    } finally {
      this.next();
    }
  }

  private turn(): Promise<void> {
    if (!this.running) {
      this.running = true;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.limit) {
      this.refused.full++;
      return Promise.reject(new DatabaseBusyError('DB_QUEUE_FULL'));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { start: resolve, timer: null };
      waiter.timer = setTimeout(() => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        this.refused.timeout++;
        reject(new DatabaseBusyError('DB_QUEUE_TIMEOUT'));
      }, this.limits.timeoutMs);
      this.waiting.push(waiter);
    });
  }

  private next() {
    const waiter = this.waiting.shift();
    if (!waiter) {
      this.running = false;
      return;
    }
    if (waiter.timer) clearTimeout(waiter.timer);
    waiter.start();
  }
}

/** The PGlite methods that take the database: each is one turn (a transaction is one turn, its statements inside it). */
interface Queueable {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

/** Puts `client`'s query, exec and transaction behind `queue` (in place). */
export function queueClient(client: Queueable, queue: StatementQueue) {
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => queue.run(() => original(...args));
  }
}

const queues = new WeakMap<object, StatementQueue>();
export const registerQueue = (db: object, queue: StatementQueue) => queues.set(db, queue);
/** The queue in front of an embedded database (undefined on PostgreSQL). */
export const queueOf = (db: object) => queues.get(db);
