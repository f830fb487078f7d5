/** Worker-thread entry (started through load-worker.mjs): loads one group and reports its figures to the parent. */
import { parentPort, workerData } from 'node:worker_threads';
import { loadGroup, type LoadJob } from './load.ts';

const port = parentPort!;
const result = await loadGroup(
  workerData as LoadJob,
  (line) => port.postMessage({ type: 'log', line }),
  () => new Promise<void>((resolve) => port.once('message', () => resolve())),
);
port.postMessage({ type: 'done', result });
