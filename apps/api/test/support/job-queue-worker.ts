/**
 * A second process draining the job queue against the same PostgreSQL database (job-queue.test.ts):
 * `tsx job-queue-worker.ts <database url> <kind>`. It prints "ready", drains when a line arrives on stdin (so both
 * processes start together), prints the ids it ran as JSON and exits. Each run sleeps a little so the two overlap.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../../src/db/client.ts';
import { JobWorker } from '../../src/jobs/queue/job-worker.ts';

const [url, kind] = process.argv.slice(2);
const database = await openDatabase(url!);
await database.db.execute(sql`select 1`);
const ran: number[] = [];
const worker = new JobWorker(database.db, pino({ level: 'silent' })).register(kind!, {
  run: async ({ job }) => {
    ran.push(job.id);
    await new Promise((resolve) => setTimeout(resolve, 2));
  },
});
process.stdout.write('ready\n');
process.stdin.once('data', () => {
  void (async () => {
    await worker.drain();
    process.stdout.write(`${JSON.stringify(ran)}\n`);
    await database.close();
    process.exit(0);
  })();
});
