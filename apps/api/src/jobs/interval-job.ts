import type { FastifyBaseLogger } from 'fastify';

export interface IntervalJob<T> {
  /** Named in the error log line: `${name} failed`. */
  name: string;
  /** One run of the job. */
  run: () => Promise<T>;
  /** Logs what a run did (called after each successful run). */
  report?: (result: T, log: FastifyBaseLogger) => unknown;
  /** Delay of the first run after start-up (not at once: a starting server has other work). */
  firstMs: number;
  /** Delay between runs. */
  everyMs: number;
}

/**
 * Starts a background job's in-process loop (the server only; tests call the job's run function directly): a first run
 * after `firstMs`, then one every `everyMs`, never two at once in this process (a tick while a run is under way skips
 * its turn; other processes are kept out by each job's own advisory lock or claim). The timers do not keep the process
 * alive. Returns the stop function, which clears the timers and waits for a run under way.
 */
export function startIntervalJob<T>(log: FastifyBaseLogger, job: IntervalJob<T>): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .then((result) => job.report?.(result, log))
      .catch((err) => log.error({ err }, `${job.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, job.everyMs);
  timer.unref();
  const first = setTimeout(tick, job.firstMs);
  first.unref();
  return async () => {
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}
