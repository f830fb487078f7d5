/**
 * A second process draining the webhook outbox against the same PostgreSQL database (webhooks.test.ts):
 * `tsx webhook-outbox-worker.ts <database url>`. It prints "ready", drains when a line arrives on stdin (so both
 * processes start together), prints how many outbox rows it took and exits.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { drainOutbox } from '../../src/modules/webhooks/webhook-worker.ts';

const [url] = process.argv.slice(2);
const database = await openDatabase(url!);
await database.db.execute(sql`select 1`);
process.stdout.write('ready\n');
process.stdin.once('data', () => {
  void (async () => {
    const taken = await drainOutbox(database.db);
    process.stdout.write(`${JSON.stringify({ taken })}\n`);
    await database.close();
    process.exit(0);
  })();
});
